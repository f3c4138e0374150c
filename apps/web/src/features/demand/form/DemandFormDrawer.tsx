// 提交招聘需求 / 修改招聘需求: the demand's fields and the company's own (其他信息), checked with the
// schema the server uses; 保存草稿 keeps it to its submitter, 提交审批 sends it into approval.
import { Button, Drawer, Form, Spin } from 'antd';
import { demandCreateSchema, demandUpdateSchema, type DemandDetail } from '@bole/domain';
import { useState } from 'react';
import { CustomFieldItems, customFieldsBody } from '../../../components/custom-fields/CustomFieldItems';
import { useMinWidth } from '../../../lib/use-media';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { useDemand } from '../api/get-demand';
import { useEnabledDemandFields } from '../api/demand-fields';
import { useDemandChanges } from '../api/save-demand';
import { DemandFields } from './DemandFields';
import { demandBody, demandValues, formFieldOf, newDemandValues, type DemandFormValues } from './form-values';
import '../shared/demand.css';

type Props = { open: boolean; demandId?: number; onClose: () => void; onSaved?: (id: number) => void };

export function DemandFormDrawer({ open, demandId, onClose, onSaved }: Props) {
  const wide = useMinWidth('md');
  const { data: source, isLoading } = useDemand(demandId);
  const title = demandId ? `修改招聘需求${source ? ` - ${source.name}` : ''}` : '提交招聘需求';
  return (
    <Drawer open={open} title={title} size={wide ? 760 : '100%'} onClose={onClose} destroyOnHidden footer={null}>
      {demandId !== undefined && (isLoading || !source) ? <Spin /> : <DemandForm key={demandId ?? 'new'} source={source} wide={wide} onClose={onClose} onSaved={onSaved} />}
    </Drawer>
  );
}

function DemandForm({ source, wide, onClose, onSaved }: { source?: DemandDetail; wide: boolean; onClose: () => void; onSaved?: (id: number) => void }) {
  const [form] = Form.useForm<DemandFormValues>();
  const { fields } = useEnabledDemandFields();
  const { create, update, move } = useDemandChanges();
  const [sending, setSending] = useState<'draft' | 'submit' | null>(null);
  const edit = source !== undefined;

  const save = async (submit: boolean) => {
    let values: DemandFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = demandBody(values, { edit, customFields: customFieldsBody(values.customFields, fields, edit) });
    const parsed = (edit ? demandUpdateSchema : demandCreateSchema).safeParse(body);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: formFieldOf(issue.path) as never, errors: [issue.message] })));
      return;
    }
    setSending(submit ? 'submit' : 'draft');
    try {
      let id: number;
      let status: string;
      if (edit) {
        id = source.id;
        status = (await update.mutateAsync({ id, body: parsed.data })).status;
        if (submit) status = (await move.mutateAsync({ id, action: 'submit' })).status;
      } else {
        ({ id, status } = await create.mutateAsync({ ...(parsed.data as Parameters<typeof create.mutateAsync>[0]), submit }));
      }
      notifySuccess(!submit ? '已保存为草稿，可随时修改后提交' : status === 'approved' ? '招聘需求已提交，未设置审批流程，已直接通过' : '招聘需求已提交审批');
      onSaved?.(id);
      onClose();
    } catch (error) {
      showSaveError(form, error);
    } finally {
      setSending(null);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={source ? demandValues(source) : newDemandValues()} autoComplete="off" onFinish={() => void save(true)}>
      <DemandFields wide={wide} />
      {fields.length > 0 && (
        <section className="bole-demand-section" aria-label="其他信息">
          <h3>其他信息</h3>
          <CustomFieldItems fields={fields} />
        </section>
      )}
      <div className="bole-demand-form-footer">
        {wide && <span className="bole-demand-muted">带 * 的为必填项</span>}
        <Button onClick={onClose}>取消</Button>
        <Button loading={sending === 'draft'} disabled={sending !== null} onClick={() => void save(false)}>
          {edit ? '保存' : '保存草稿'}
        </Button>
        <Button type="primary" htmlType="submit" loading={sending === 'submit'} disabled={sending !== null}>
          提交审批
        </Button>
      </div>
    </Form>
  );
}
