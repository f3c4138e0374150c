// /user/company/base 企业信息: the company's profile shown to candidates, and the portal address.
import { Button, Col, Form, Row } from 'antd';
import { Perm } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { notifySuccess } from '../../../lib/notify';
import { useCompanyBase } from '../api/get-base';
import { useUpdateCompanyBase } from '../api/update-base';
import { parseForm } from '../shared/form-rules';
import { showSaveError } from '../shared/save-error';
import { CARD_STYLE, SettingsPage } from '../shared/SettingsPage';
import { BaseFields } from './BaseFields';
import { loadBaseSchema } from './load-schema';
import { PortalCard } from './PortalCard';

type Values = Record<string, unknown>;

export function BasePage({ title }: { title: string }) {
  const [form] = Form.useForm<Values>();
  const canManage = usePermission(Perm.CompanyBase);
  const { data: base, isLoading } = useCompanyBase();
  const save = useUpdateCompanyBase();
  const [dirty, setDirty] = useState(false);

  const submit = async (values: Values) => {
    // Fields the server answered as null are empty; the logo is not edited here and is kept.
    const filled = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === null ? undefined : value]));
    try {
      const { companyBaseSchema } = await loadBaseSchema();
      const body = parseForm(form, companyBaseSchema, { ...filled, logoFileId: base?.logoFileId ?? null });
      if (!body) return;
      await save.mutateAsync(body);
      setDirty(false);
      notifySuccess('企业信息已保存');
    } catch (error) {
      showSaveError(form, error);
    }
  };

  return (
    <SettingsPage title={title} description="企业信息会展示在招聘官网、职位页面和发给候选人的邮件中。">
      <Row gutter={16} align="top">
        <Col xs={24} xl={16}>
          <Panel style={CARD_STYLE}>
            {isLoading || !base ? (
              <Skeleton title rows={12} />
            ) : (
              <Form
                form={form}
                layout="vertical"
                initialValues={base}
                onFinish={submit}
                disabled={!canManage}
                onValuesChange={() => setDirty(true)}
                // The checks (zod and the domain schema) load when the form is first used.
                onFocus={() => void loadBaseSchema().catch(() => undefined)}
                autoComplete="off"
                scrollToFirstError
              >
                <BaseFields disabled={!canManage} />
                {canManage && (
                  <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
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
                )}
              </Form>
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <PortalCard socialOpen={base?.socialOpen} campusOpen={base?.campusOpen} />
        </Col>
      </Row>
    </SettingsPage>
  );
}
