// 新建订阅 / 编辑订阅: which report, to whom (active colleagues, each gets it as his own permissions
// count it), how often and when (China time), and the filters it is counted with.
import { Form, InputNumber, Modal, Radio, Select } from 'antd';
import {
  STANDARD_REPORTS,
  SUBSCRIPTION_MONTH_DAY_MAX,
  SUBSCRIPTION_RECIPIENTS_MAX,
  SUBSCRIPTION_SEND_TIMES,
  SubscriptionFrequency,
  WEEKDAY_LABELS,
  standardReportOf,
  type ReportSubscription,
  type ReportSubscriptionBody,
  type StandardReportId,
} from '@bole/domain';
import { useState } from 'react';
import { useAccountOptions } from '../../../api/account-options';
import { useOrgOptions } from '../../../api/org-options';
import { showSaveError } from '../../../lib/save-error';
import { useJobOptions } from '../api/get-job-options';

type Values = {
  reportId?: StandardReportId;
  recipientIds: number[];
  frequency: keyof typeof SubscriptionFrequency;
  weekday?: number | null;
  monthDay?: number | null;
  sendTime: string;
  jobId?: number;
  orgId?: number;
  ownerId?: number;
};

type Props = { subscription?: ReportSubscription; onSave: (body: ReportSubscriptionBody) => Promise<unknown>; onClose: () => void };

const FREQUENCIES = Object.entries(SubscriptionFrequency).map(([value, label]) => ({ value, label }));
const PERIOD_HINT = { daily: '每次发送前一天的数据', weekly: '每次发送上一周（周一至周日）的数据', monthly: '每次发送上一个自然月的数据' } as const;

export function SubscriptionModal({ subscription, onSave, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const people = useAccountOptions();
  const jobs = useJobOptions();
  const { flatOptions } = useOrgOptions();
  const reportId = Form.useWatch('reportId', form);
  const frequency = Form.useWatch('frequency', form) ?? 'weekly';
  const filters = reportId ? standardReportOf(reportId).filters : [];

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const chosen = (key: 'jobId' | 'orgId' | 'ownerId') => (filters.includes(key) && v[key] !== undefined && v[key] !== null ? { [key]: v[key] } : {});
      await onSave({
        reportId: v.reportId!,
        recipientIds: v.recipientIds,
        frequency: v.frequency,
        weekday: v.frequency === 'weekly' ? (v.weekday ?? null) : null,
        monthDay: v.frequency === 'monthly' ? (v.monthDay ?? null) : null,
        sendTime: v.sendTime,
        filters: { ...chosen('jobId'), ...chosen('orgId'), ...chosen('ownerId') },
        enabled: subscription?.enabled ?? true,
      });
      onClose();
    } catch (error) {
      showSaveError(form, error);
    } finally {
      setSaving(false);
    }
  };

  const initial: Values = {
    reportId: subscription?.reportId,
    recipientIds: subscription?.recipients.map((r) => r.id) ?? [],
    frequency: subscription?.frequency ?? 'weekly',
    weekday: subscription?.weekday ?? 1,
    monthDay: subscription?.monthDay ?? 1,
    sendTime: subscription?.sendTime ?? '08:00',
    jobId: subscription?.filters.jobId,
    orgId: subscription?.filters.orgId,
    ownerId: subscription?.filters.ownerId,
  };

  return (
    <Modal open title={subscription ? `编辑订阅 - ${subscription.reportName}` : '新建报表订阅'} okText="保存" onOk={() => form.submit()} confirmLoading={saving} onCancel={onClose} destroyOnHidden width={560}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} autoComplete="off">
        <Form.Item name="reportId" label="报表" rules={[{ required: true, message: '请选择报表' }]}>
          <Select placeholder="请选择报表" options={STANDARD_REPORTS.map((r) => ({ value: r.id, label: r.name }))} />
        </Form.Item>
        <Form.Item
          name="recipientIds"
          label="收件人"
          extra="邮件发到收件人的登录邮箱；每位收件人收到的报表按其本人的查看权限与数据范围统计。"
          rules={[
            { required: true, type: 'array', min: 1, message: '请至少选择一位收件人' },
            { type: 'array', max: SUBSCRIPTION_RECIPIENTS_MAX, message: `收件人最多${SUBSCRIPTION_RECIPIENTS_MAX}位` },
          ]}
        >
          <Select mode="multiple" placeholder="选择公司同事" options={people.options} optionFilterProp="label" loading={people.isLoading} />
        </Form.Item>
        <Form.Item name="frequency" label="发送频率" rules={[{ required: true, message: '请选择发送频率' }]} extra={PERIOD_HINT[frequency]}>
          <Radio.Group options={FREQUENCIES} optionType="button" />
        </Form.Item>
        <div className="bole-subscription-when">
          {frequency === 'weekly' && (
            <Form.Item name="weekday" label="星期" rules={[{ required: true, message: '每周发送请选择星期几' }]}>
              <Select style={{ width: 120 }} options={WEEKDAY_LABELS.map((label, i) => ({ value: i + 1, label }))} />
            </Form.Item>
          )}
          {frequency === 'monthly' && (
            <Form.Item name="monthDay" label="每月几号" rules={[{ required: true, message: '每月发送请选择几号' }]} extra={`1至${SUBSCRIPTION_MONTH_DAY_MAX}号`}>
              <InputNumber min={1} max={SUBSCRIPTION_MONTH_DAY_MAX} precision={0} style={{ width: 120 }} addonAfter="号" />
            </Form.Item>
          )}
          <Form.Item name="sendTime" label="发送时间（北京时间）" rules={[{ required: true, message: '请选择发送时间' }]}>
            <Select style={{ width: 140 }} options={SUBSCRIPTION_SEND_TIMES.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
        </div>
        {filters.includes('jobId') && jobs.allowed && (
          <Form.Item name="jobId" label="职位">
            <Select allowClear placeholder="全部职位" options={jobs.options} showSearch optionFilterProp="label" />
          </Form.Item>
        )}
        {filters.includes('orgId') && (
          <Form.Item name="orgId" label="部门">
            <Select allowClear placeholder="全部部门" options={flatOptions.map((o) => ({ value: o.value, label: o.label }))} showSearch optionFilterProp="label" />
          </Form.Item>
        )}
        {filters.includes('ownerId') && (
          <Form.Item name="ownerId" label="招聘负责人">
            <Select allowClear placeholder="全部招聘负责人" options={people.options} showSearch optionFilterProp="label" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
