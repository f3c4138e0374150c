// 添加渠道 / 重命名: a company channel's name, 1-20 characters, unique among all channels.
import { Form, Input, Modal } from 'antd';
import { CHANNEL_NAME_MAX, channelCreateSchema, type ResumeChannel } from '@bole/domain';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateChannel } from '../api/create-channel';
import { useUpdateChannel } from '../api/update-channel';

type Props = { channel?: ResumeChannel; onClose: () => void };
type Values = { name?: string };

export default function ChannelModal({ channel, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const create = useCreateChannel();
  const update = useUpdateChannel();

  const submit = async (values: Values) => {
    const parsed = channelCreateSchema.safeParse(values);
    if (!parsed.success) return;
    try {
      if (channel) await update.mutateAsync({ code: channel.code, body: parsed.data });
      else await create.mutateAsync(parsed.data);
      notifySuccess(channel ? '渠道已重命名' : '渠道已添加');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '31220': 'name' });
    }
  };

  return (
    <Modal
      open
      title={channel ? '重命名渠道' : '添加渠道'}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      width={440}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" style={{ marginTop: 16 }} autoComplete="off" initialValues={{ name: channel?.name }} onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label="渠道名称" required rules={[zodRule(channelCreateSchema.shape.name)]} extra="新建简历时可选择该渠道，人才库可按它筛选">
          <Input autoFocus maxLength={CHANNEL_NAME_MAX} showCount placeholder="如：春季校园招聘会" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
