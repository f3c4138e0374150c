// /user/seting/prompt 提醒设置: per reminder point (面试前, 发送Offer后, 入职前, 试用期结束前) whether
// a reminder goes out, how many days ahead, by which channels and to whom. Each card saves alone;
// the points whose feature is not built yet say so.
import { Button, Card, Checkbox, Select, Switch } from 'antd';
import {
  codeOptions,
  messageChannelLabels,
  messageRecipientLabels,
  REMINDER_PENDING_NOTES,
  reminderDaysLabels,
  reminderPointLabels,
  reminderSettingSaveSchema,
  type MessageChannel,
  type MessageRecipient,
  type ReminderDays,
  type ReminderSetting,
} from '@bole/domain';
import { useState } from 'react';
import { PageHeader } from '../../components/page/PageHeader';
import { Empty } from '../../components/plain/Empty';
import { Skeleton } from '../../components/plain/Skeleton';
import { notifyError, notifySuccess } from '../../lib/notify';
import { isApiError } from '../../api/errors';
import { useReminderSettings } from './api/get-reminder-settings';
import { useSaveReminderSettings } from './api/save-reminder-settings';
import './automation.css';

const DAYS = codeOptions(reminderDaysLabels);
const CHANNELS = codeOptions(messageChannelLabels);
const RECIPIENTS = codeOptions(messageRecipientLabels);
const WHEN: Record<ReminderSetting['point'], string> = { beforeInterview: '面试开始前', afterOfferSent: '发送Offer后', beforeEntry: '入职日期前', beforeProbationEnd: '试用期结束前' };

function ReminderCard({ setting }: { setting: ReminderSetting }) {
  const [value, setValue] = useState(setting);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveReminderSettings();
  const label = reminderPointLabels[setting.point];
  const note = REMINDER_PENDING_NOTES[setting.point];
  const patch = (p: Partial<ReminderSetting>) => setValue((v) => ({ ...v, ...p }));

  const submit = () => {
    const { live: _live, ...body } = value;
    const parsed = reminderSettingSaveSchema.safeParse(body);
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setProblems({});
    save.mutate([parsed.data], {
      onSuccess: () => notifySuccess(`${label}提醒已保存`),
      onError: (e) => notifyError(isApiError(e) ? e.message : '保存失败，请稍后重试'),
    });
  };

  return (
    <Card
      title={`${label}提醒`}
      extra={<Switch checked={value.enabled} onChange={(enabled) => patch({ enabled })} aria-label={`${label}提醒`} />}
      actions={[
        <Button key="save" type="primary" loading={save.isPending} onClick={submit}>
          保存
        </Button>,
      ]}
    >
      {note && <p className="bole-automation-muted">{note}</p>}
      <div className="bole-reminder-line">
        {WHEN[setting.point]}
        <Select<ReminderDays> aria-label={`${label}提前天数`} value={value.days as ReminderDays} options={DAYS} onChange={(days) => patch({ days })} style={{ width: 90, margin: '0 8px' }} />
        发送提醒
      </div>
      <div className="bole-reminder-line">发送方式</div>
      <Checkbox.Group aria-label={`${label}发送方式`} options={CHANNELS} value={value.channels} onChange={(channels) => patch({ channels: channels as MessageChannel[] })} />
      {problems.channels && <div className="ant-form-item-explain-error">{problems.channels}</div>}
      <div className="bole-reminder-line">提醒对象</div>
      <Select<MessageRecipient[]>
        mode="multiple"
        aria-label={`${label}提醒对象`}
        placeholder="请选择提醒对象"
        options={RECIPIENTS}
        value={value.recipients}
        optionFilterProp="label"
        onChange={(recipients) => patch({ recipients })}
        style={{ width: '100%' }}
      />
      {problems.recipients && <div className="ant-form-item-explain-error">{problems.recipients}</div>}
    </Card>
  );
}

export function RemindersPage({ title }: { title: string }) {
  const { data, isError, refetch } = useReminderSettings();
  return (
    <section aria-label={title}>
      <PageHeader title={title} description="在面试、Offer、入职和转正的关键时间点前后，按设置提前1-5天提醒相关同事。提醒内容可在「邮件模板」的「招聘提醒」中修改。" />
      {isError && !data ? (
        <Empty description="提醒设置加载失败">
          <Button onClick={() => void refetch()}>重试</Button>
        </Empty>
      ) : !data ? (
        <Skeleton />
      ) : (
        <div className="bole-reminder-cards">
          {data.map((s) => (
            <ReminderCard key={s.point} setting={s} />
          ))}
        </div>
      )}
    </section>
  );
}
