// 推荐给用人部门: HR pushes one or more candidates to hiring managers (by default the job's
// 用人经理) with a message and a reply-by time. Used by the board, the table and the candidate's
// detail; `applications` are the chosen candidates, `jobId` their job when they share one.
import { RECOMMEND_MESSAGE_MAX, RECOMMEND_RECIPIENTS_MAX, type RecommendationPushResult } from '@bole/domain';
import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useAccountOptions } from '../../../api/account-options';
import { notifySuccess } from '../../../lib/notify';
import { chinaTime, dayjs } from '../../../lib/time';
import { useJobHiringManagers, usePushApplications } from './push-api';

export type PushDialogProps = {
  open: boolean;
  /** The candidates to push (application ids with the names the dialog shows). */
  applications: { id: number; name: string }[];
  /** Their job, whose hiring managers are the default recipients; null when they span jobs (each then goes to its own job's). */
  jobId: number | null;
  onClose: () => void;
  onPushed?: (result: RecommendationPushResult) => void;
};

type Values = { recipientIds: number[]; replyBy: Dayjs; message?: string };

/** Two working days ahead at 18:00 China time: a reply-by HR rarely needs to change. */
function defaultReplyBy(): Dayjs {
  let day = chinaTime().add(2, 'day');
  while (day.day() === 0 || day.day() === 6) day = day.add(1, 'day');
  return day.hour(18).minute(0).second(0).millisecond(0);
}

export function PushDialog({ open, applications, jobId, onClose, onPushed }: PushDialogProps) {
  const [form] = Form.useForm<Values>();
  const { options, isLoading: accountsLoading } = useAccountOptions();
  const { data: managers } = useJobHiringManagers(open ? jobId : null);
  const push = usePushApplications();
  const [skipped, setSkipped] = useState<RecommendationPushResult['skipped']>([]);

  // The job's hiring managers arrive after the dialog opens; they fill the field once known.
  useEffect(() => {
    if (open) form.setFieldsValue({ recipientIds: managers ?? [], replyBy: defaultReplyBy() });
  }, [open, managers, form]);

  const close = () => {
    setSkipped([]);
    onClose();
  };

  const names = applications.map((a) => a.name);
  const who = names.length <= 3 ? names.join('、') : `${names.slice(0, 3).join('、')}等${names.length}人`;

  const submit = async () => {
    const values = await form.validateFields();
    const result = await push.mutateAsync({
      applicationIds: applications.map((a) => a.id),
      // Without a choice across jobs, each candidate goes to his own job's hiring managers.
      recipientIds: values.recipientIds.length > 0 ? values.recipientIds : undefined,
      replyBy: values.replyBy.toISOString(),
      message: values.message?.trim() || undefined,
    });
    onPushed?.(result);
    if (result.created.length > 0) notifySuccess(`已推荐 ${new Set(result.created.map((c) => c.applicationId)).size} 位候选人给用人部门`);
    if (result.skipped.length > 0) setSkipped(result.skipped);
    else close();
  };

  return (
    <Modal
      open={open}
      title="推荐给用人部门"
      okText="推荐"
      cancelText={skipped.length > 0 ? '关闭' : '取消'}
      confirmLoading={push.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <p style={{ color: '#595959' }}>候选人：{who}</p>
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="recipientIds"
          label="用人经理"
          extra={jobId === null ? '不选时，每位候选人推荐给其职位的用人经理' : '默认为职位的用人经理'}
          rules={[
            {
              validator: async (_r, value: number[] | undefined) => {
                if (jobId !== null && (!value || value.length === 0)) throw new Error('请选择用人经理：该职位还没有设置用人经理');
                if (value && value.length > RECOMMEND_RECIPIENTS_MAX) throw new Error(`一次最多推荐给${RECOMMEND_RECIPIENTS_MAX}位用人经理`);
              },
            },
          ]}
        >
          <Select mode="multiple" options={options} loading={accountsLoading} placeholder="选择用人经理" optionFilterProp="label" aria-label="用人经理" />
        </Form.Item>
        <Form.Item
          name="replyBy"
          label="反馈截止时间"
          rules={[
            { required: true, message: '请选择反馈截止时间' },
            { validator: async (_r, value?: Dayjs) => { if (value && !value.isAfter(dayjs())) throw new Error('反馈截止时间须晚于当前时间'); } },
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} disabledDate={(d) => d.isBefore(chinaTime().startOf('day'))} aria-label="反馈截止时间" />
        </Form.Item>
        <Form.Item name="message" label="推荐语">
          <Input.TextArea rows={3} maxLength={RECOMMEND_MESSAGE_MAX} showCount placeholder="例如：候选人有5年电商交易系统经验，请重点评估架构能力" />
        </Form.Item>
      </Form>
      {skipped.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message="以下未推荐"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {skipped.map((s) => (
                <li key={`${s.applicationId}-${s.recipientId}`}>
                  {applications.find((a) => a.id === s.applicationId)?.name ?? `候选人${s.applicationId}`}
                  {s.recipientName ? ` → ${s.recipientName}` : ''}：{s.reason}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Modal>
  );
}
