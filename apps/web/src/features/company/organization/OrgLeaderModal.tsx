// 设置负责人: pick an active account, or clear the leader.
import { Form, Modal, Select } from 'antd';
import { orgUpdateSchema, type OrgNode } from '@bole/domain';
import { useEffect } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useAccountOptions } from '../api/get-account-options';
import { useUpdateOrg } from '../api/update-org';
import { parseForm } from '../shared/form-rules';
import { showSaveError } from '../shared/save-error';

type Values = { leaderId?: number };

export function OrgLeaderModal({ node, onClose }: { node: OrgNode | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { options, isLoading } = useAccountOptions();
  const update = useUpdateOrg();

  useEffect(() => {
    if (node) form.setFieldsValue({ leaderId: node.leaderId ?? undefined });
  }, [node, form]);

  const submit = async (values: Values) => {
    if (!node) return;
    // An emptied picker removes the leader.
    const body = parseForm(form, orgUpdateSchema, { leaderId: values.leaderId ?? null });
    if (!body) return;
    try {
      await update.mutateAsync({ id: node.id, body });
      notifySuccess(values.leaderId ? '负责人已设置' : '已取消负责人');
      onClose();
    } catch (error) {
      showSaveError(form, error);
    }
  };

  return (
    <Modal
      open={node !== null}
      title={`设置负责人 - ${node?.name ?? ''}`}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
      width={480}
    >
      <Form form={form} layout="vertical" onFinish={submit} style={{ marginTop: 16 }}>
        <Form.Item name="leaderId" label="部门负责人" extra="清空后保存即取消该部门的负责人">
          <Select placeholder="请选择负责人" allowClear options={options} loading={isLoading} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
