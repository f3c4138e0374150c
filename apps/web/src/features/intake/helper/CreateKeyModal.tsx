// 创建简历助手密钥: a name telling where the key is used; the answer holds the key this once.
import { Form, Input, Modal } from 'antd';
import { HELPER_KEY_NAME_MAX, helperKeyCreateSchema, type HelperKeyCreated } from '@bole/domain';
import { showSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateHelperKey } from '../api/create-helper-key';

export default function CreateKeyModal({ onCreated, onClose }: { onCreated: (key: HelperKeyCreated) => void; onClose: () => void }) {
  const [form] = Form.useForm<{ name?: string }>();
  const create = useCreateHelperKey();
  const submit = async (values: { name?: string }) => {
    const parsed = helperKeyCreateSchema.safeParse(values);
    if (!parsed.success) return;
    try {
      onCreated(await create.mutateAsync(parsed.data));
      onClose();
    } catch (error) {
      showSaveError(form, error, { '31205': 'name' });
    }
  };
  return (
    <Modal open title="创建简历助手密钥" okText="创建" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} width={440} destroyOnHidden>
      <Form form={form} layout="vertical" style={{ marginTop: 16 }} autoComplete="off" initialValues={{ name: '办公电脑' }} onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label="密钥名称" required rules={[zodRule(helperKeyCreateSchema.shape.name)]} extra="写明在哪台电脑、哪个浏览器使用，便于以后撤销">
          <Input autoFocus maxLength={HELPER_KEY_NAME_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
