// 添加子部门 (name and an optional leader under a parent) and 重命名.
import { Form, Input, Modal, Select } from 'antd';
import { orgCreateSchema, orgUpdateSchema, type OrgNode, type OrgRow } from '@bole/domain';
import { useEffect } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useAccountOptions } from '../api/get-account-options';
import { useCreateOrg } from '../api/create-org';
import { useUpdateOrg } from '../api/update-org';
import { parseForm, schemaRule } from '../shared/form-rules';
import { showSaveError } from '../shared/save-error';

export type OrgNameTarget = { mode: 'create'; parent: OrgNode } | { mode: 'rename'; node: OrgNode };

type Values = { name?: string; leaderId?: number };

export function OrgNameModal({ target, onClose, onSaved }: { target: OrgNameTarget | null; onClose: () => void; onSaved: (org: OrgRow) => void }) {
  const [form] = Form.useForm<Values>();
  const { options: accountOptions, isLoading } = useAccountOptions();
  const create = useCreateOrg();
  const update = useUpdateOrg();

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'rename') form.setFieldsValue({ name: target.node.name });
  }, [target, form]);

  const submit = async (values: Values) => {
    if (!target) return;
    try {
      if (target.mode === 'create') {
        const body = parseForm(form, orgCreateSchema, { ...values, parentId: target.parent.id });
        if (!body) return;
        onSaved(await create.mutateAsync(body));
        notifySuccess('部门已添加');
      } else {
        const body = parseForm(form, orgUpdateSchema, { name: values.name });
        if (!body) return;
        onSaved(await update.mutateAsync({ id: target.node.id, body }));
        notifySuccess('部门已重命名');
      }
      onClose();
    } catch (error) {
      showSaveError(form, error, { '20011': 'name' });
    }
  };

  return (
    <Modal
      open={target !== null}
      title={target?.mode === 'create' ? '添加子部门' : '重命名部门'}
      okText={target?.mode === 'create' ? '添加' : '保存'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      width={480}
    >
      <Form form={form} layout="vertical" onFinish={submit} style={{ marginTop: 16 }} autoComplete="off">
        {target?.mode === 'create' && (
          <Form.Item label="上级部门">
            <Input value={target.parent.name} disabled />
          </Form.Item>
        )}
        <Form.Item name="name" label="部门名称" rules={[schemaRule(orgCreateSchema.shape.name, '请输入部门名称')]}>
          <Input placeholder="如：技术研发中心" maxLength={30} showCount />
        </Form.Item>
        {target?.mode === 'create' && (
          <Form.Item name="leaderId" label="部门负责人" rules={[schemaRule(orgCreateSchema.shape.leaderId)]}>
            <Select placeholder="可稍后设置" allowClear options={accountOptions} loading={isLoading} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
