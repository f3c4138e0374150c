// 录入费用 / 编辑费用: one channel's spending in one month, in 元 with up to two decimals, and a note.
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import { channelCostCreateSchema, fenToYuanText, type ChannelCost } from '@bole/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { useOfferedChannels } from '../../../api/channel-options';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-rule';
import { useSaveChannelCost } from '../api/save-channel-cost';

type Props = { cost?: ChannelCost; onClose: () => void };
type Values = { channel?: number; month?: Dayjs; amount?: string; note?: string };

const fields = channelCostCreateSchema.shape;

export default function ChannelCostModal({ cost, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const save = useSaveChannelCost();
  const channels = useOfferedChannels(cost ? [cost.channel] : []);

  const submit = async (values: Values) => {
    const body = { channel: values.channel!, month: values.month!.format('YYYY-MM'), amount: values.amount ?? '', note: values.note?.trim() || null };
    if (!channelCostCreateSchema.safeParse(body).success) return;
    try {
      await save.mutateAsync({ id: cost?.id, body });
      notifySuccess(cost ? '费用已保存' : '费用已录入');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '31226': 'month', '31224': 'channel' });
    }
  };

  return (
    <Modal
      open
      title={cost ? '编辑渠道费用' : '录入渠道费用'}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={480}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        autoComplete="off"
        initialValues={cost ? { channel: cost.channel, month: dayjs(`${cost.month}-01`), amount: fenToYuanText(cost.amountFen), note: cost.note ?? undefined } : undefined}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="channel" label="渠道" required rules={[zodRule(fields.channel)]}>
          <Select options={channels} placeholder="选择渠道" showSearch optionFilterProp="label" aria-label="渠道" />
        </Form.Item>
        <Form.Item name="month" label="月份" required rules={[{ required: true, message: '请选择月份' }]} extra="每个渠道每月一条；渠道分析按该月天数折算到所选期间">
          <DatePicker picker="month" format="YYYY-MM" placeholder="选择月份" style={{ width: '100%' }} aria-label="月份" />
        </Form.Item>
        <Form.Item name="amount" label="费用（元）" required rules={[zodRule(fields.amount)]}>
          <Input inputMode="decimal" placeholder="如：3000 或 2999.50" suffix="元" />
        </Form.Item>
        <Form.Item name="note" label="备注" rules={[zodRule(fields.note)]} extra="如套餐名称、合同号；最多200个字符（一个汉字算2个）">
          <Input.TextArea rows={3} placeholder="选填" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
