// 移动部门: choose a new parent; the department itself and its sub-departments cannot be chosen.
import { Form, Modal, TreeSelect, Typography } from 'antd';
import { orgUpdateSchema, type OrgNode } from '@bole/domain';
import { useEffect, useMemo } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { toTreeData, useOrgOptions } from '../../../api/org-options';
import { useUpdateOrg } from '../api/update-org';
import { parseForm, schemaRule } from '../shared/form-rules';
import { showSaveError } from '../shared/save-error';
import { subtreeIds } from './org-tree';

type Values = { parentId?: number };

export function OrgMoveModal({ node, onClose }: { node: OrgNode | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { data: options = [] } = useOrgOptions();
  const update = useUpdateOrg();
  const treeData = useMemo(() => (node ? toTreeData(options, subtreeIds(node)) : []), [options, node]);

  useEffect(() => {
    if (node) form.setFieldsValue({ parentId: node.parentId ?? undefined });
  }, [node, form]);

  const submit = async (values: Values) => {
    if (!node) return;
    const body = parseForm(form, orgUpdateSchema, { parentId: values.parentId });
    if (!body) return;
    try {
      await update.mutateAsync({ id: node.id, body });
      notifySuccess('部门已移动');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '20007': 'parentId' });
    }
  };

  return (
    <Modal
      open={node !== null}
      title={`移动部门 - ${node?.name ?? ''}`}
      okText="移动"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
      width={480}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        部门的下级部门和成员会随之一起移动。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="parentId" label="新的上级部门" rules={[schemaRule(orgUpdateSchema.shape.parentId, '请选择上级部门')]}>
          <TreeSelect placeholder="请选择上级部门" treeData={treeData} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
