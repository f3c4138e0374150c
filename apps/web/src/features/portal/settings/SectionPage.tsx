// The frame every portal settings page shares: the header, loading and error states, an antd
// form over the section's saved values, checked by the domain schema the server uses on save,
// and the bar with 保存 / 撤销修改. Without the permission to save, the form is read-only.
import { Alert, Button, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { usePermission, type PermissionCode } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePortalSection, useSavePortalSection, type PortalSection, type PortalSections } from '../api/settings';
import '../portal.css';

type Props<S extends PortalSection> = {
  section: S;
  title: string;
  description: string;
  permission: PermissionCode;
  schema: ZodType<PortalSections[S]['body']>;
  /** Saved value -> form values, when the form holds them differently. */
  toForm?: (value: PortalSections[S]['value']) => unknown;
  children: (form: FormInstance, value: PortalSections[S]['value']) => ReactNode;
  aside?: ReactNode;
};

export function SectionPage<S extends PortalSection>({ section, title, description, permission, schema, toForm, children, aside }: Props<S>) {
  const canSave = usePermission(permission);
  const { data, isLoading, isError, refetch } = usePortalSection(section);
  const save = useSavePortalSection(section);
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);

  const submit = async (values: unknown) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      notifyError(parsed.error.issues[0]?.message ?? '填写的内容有误');
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      setDirty(false);
      notifySuccess(`${title}已保存`);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : '保存失败，请稍后重试');
    }
  };

  return (
    <section aria-label={title} className="bole-portal-page">
      <PageHeader title={title} description={description} />
      {isError && !data ? (
        <Alert type="error" showIcon message={`${title}加载失败`} action={<Button onClick={() => void refetch()}>重新加载</Button>} />
      ) : isLoading || !data ? (
        <Panel>
          <Skeleton title rows={8} />
        </Panel>
      ) : (
        <div className="bole-portal-layout">
          <Form form={form} layout="vertical" initialValues={(toForm ? toForm(data) : data) as object} disabled={!canSave} onValuesChange={() => setDirty(true)} onFinish={(v) => void submit(v)} className="bole-portal-form">
            {children(form, data)}
            {canSave ? (
              <div className="bole-portal-actions">
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  保存
                </Button>
                <Button
                  disabled={!dirty}
                  onClick={() => {
                    form.resetFields();
                    setDirty(false);
                  }}
                >
                  撤销修改
                </Button>
              </div>
            ) : (
              <Alert type="info" showIcon message="您没有修改这些设置的权限，如需调整请联系管理员" />
            )}
          </Form>
          {aside}
        </div>
      )}
    </section>
  );
}
