// 安排面试 and 改期: one candidate, several of a job's interview stage (群面 in one slot or one
// after another), or an existing interview moved. Filled in seconds: the next full hour, 60
// minutes, 现场, the job's interviewers with the first as lead, the arranger as contact, and the
// user's own meeting link for a video interview. While the plan changes, the panel beside it
// shows what clashes (each interviewer, the room, the candidates); the server refuses a clash
// anyway (a room in the database itself), and its message is shown in the same place.
import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  InterviewForm,
  interviewFormLabels,
  Perm,
  type InterviewConflict,
  type InterviewConflictQuery,
  type InterviewDetail,
} from '@bole/domain';
import { Alert, AutoComplete, Checkbox, DatePicker, Form, Input, Modal, Radio, Select, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useAccountInfo } from '../../../api/account';
import { useAccountOptions } from '../../../api/account-options';
import { isApiError } from '../../../api/errors';
import { usePermission } from '../../../api/permission';
import { notifySuccess } from '../../../lib/notify';
import { chinaTime, dayjs } from '../../../lib/time';
import { useConflicts, useCreateInterview, useCreateInterviews, useInterviewAddresses, useJobInterviewers, useRescheduleInterview, useRounds, useRoomDay } from '../api/interviews';
import { ConflictPanel } from './ConflictPanel';
import { DURATION_OPTIONS, isPast, nextFullHour, toPickerValue, toStartAt } from './plan';
import '../interview.css';

export type ArrangeInterviewDialogProps = {
  open: boolean;
  /** The candidates (applications) to interview; one for 改期 (the interview's). */
  applications: { id: number; name: string }[];
  /** Their job: its interviewers are the default. */
  jobId: number | null;
  /** 改期: the interview moved (its group moves with it). */
  interview?: InterviewDetail | null;
  onClose: () => void;
  onDone?: () => void;
  /** 让候选人自选时间 instead (one candidate, new interview only). */
  onOfferSlots?: () => void;
};

type Values = {
  mode: 'group' | 'sequence';
  round: number;
  start: Dayjs;
  durationMinutes: number;
  form: InterviewForm;
  meetingRoomId?: number | null;
  address?: string;
  meetingUrl?: string;
  interviewerIds: number[];
  leadId?: number;
  contactId?: number | null;
  registrationForm: boolean;
  notifyCandidate: boolean;
  notifyInterviewers: boolean;
  reason?: string;
};

/** Waits until the value has stayed the same for `ms`, so typing does not ask the server on every key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by content
  }, [key, ms]);
  return settled;
}

function initialValues(interview: InterviewDetail | null | undefined, userId: number | undefined): Partial<Values> {
  if (interview) {
    return {
      mode: 'group',
      round: interview.round,
      start: toPickerValue(interview.startAt),
      durationMinutes: interview.durationMinutes,
      form: interview.form as InterviewForm,
      meetingRoomId: interview.meetingRoomId,
      address: interview.address ?? undefined,
      meetingUrl: interview.meetingUrl ?? undefined,
      interviewerIds: interview.interviewers.map((p) => p.id),
      leadId: interview.leadId,
      contactId: interview.contactId,
      registrationForm: interview.registrationForm,
      notifyCandidate: true,
      notifyInterviewers: true,
    };
  }
  return {
    mode: 'group',
    round: 1,
    start: nextFullHour(),
    durationMinutes: 60,
    form: InterviewForm.OnSite,
    interviewerIds: [],
    contactId: userId ?? null,
    registrationForm: false,
    notifyCandidate: true,
    notifyInterviewers: true,
  };
}

export function ArrangeInterviewDialog({ open, applications, jobId, interview, onClose, onDone, onOfferSlots }: ArrangeInterviewDialogProps) {
  const [form] = Form.useForm<Values>();
  const { data: me } = useAccountInfo();
  const { options: people, names, isLoading: peopleLoading } = useAccountOptions();
  const { data: jobInterviewers } = useJobInterviewers(open && !interview ? jobId : null);
  const { data: rounds } = useRounds();
  const mayReadAddresses = usePermission(Perm.CompanyAddress);
  const { data: addresses } = useInterviewAddresses(open && mayReadAddresses);
  const create = useCreateInterview();
  const createMany = useCreateInterviews();
  const reschedule = useRescheduleInterview();
  const [saveError, setSaveError] = useState<string | null>(null);
  // The clashes a refused save named, shown until the plan changes (the check may not have caught up yet).
  const [refused, setRefused] = useState<{ plan: string; conflicts: InterviewConflict[] } | null>(null);
  const rescheduling = Boolean(interview);
  const many = applications.length > 1;

  // The job's interviewers arrive after the dialog opens; they fill an untouched field once.
  useEffect(() => {
    if (!open || interview || !jobInterviewers || jobInterviewers.length === 0) return;
    if ((form.getFieldValue('interviewerIds') as number[] | undefined)?.length) return;
    form.setFieldsValue({ interviewerIds: jobInterviewers, leadId: jobInterviewers[0] });
  }, [open, interview, jobInterviewers, form]);

  const start = Form.useWatch('start', form);
  const durationMinutes = Form.useWatch('durationMinutes', form);
  const formKind = Form.useWatch('form', form);
  const meetingRoomId = Form.useWatch('meetingRoomId', form);
  const interviewerIds = Form.useWatch('interviewerIds', form);
  const leadId = Form.useWatch('leadId', form);
  const mode = Form.useWatch('mode', form);

  // 依次安排: the interviewers and the room are held for the whole block.
  const blockMinutes = typeof durationMinutes === 'number' ? Math.min(INTERVIEW_DURATION_MAX, durationMinutes * (many && mode === 'sequence' ? applications.length : 1)) : null;
  const plan: InterviewConflictQuery | null = useMemo(() => {
    if (!open || !start || !blockMinutes || blockMinutes < INTERVIEW_DURATION_MIN) return null;
    return {
      startAt: toStartAt(start),
      durationMinutes: blockMinutes,
      meetingRoomId: formKind === InterviewForm.OnSite ? (meetingRoomId ?? null) : null,
      interviewerIds: interviewerIds ?? [],
      applicationIds: applications.map((a) => a.id),
      excludeInterviewId: interview?.id ?? null,
    };
  }, [open, start, blockMinutes, formKind, meetingRoomId, interviewerIds, applications, interview?.id]);
  const settledPlan = useSettled(plan, 300);
  const conflicts = useConflicts(settledPlan);

  const day = start ? start.format('YYYY-MM-DD') : null;
  const roomDay = useRoomDay(day, open && formKind === InterviewForm.OnSite);
  const roomOptions = useMemo(() => {
    const rooms = roomDay.data?.rooms ?? [];
    if (!start || !blockMinutes) return rooms.map((r) => ({ value: r.id, label: r.name }));
    const from = dayjs(toStartAt(start));
    const to = from.add(blockMinutes, 'minute');
    return rooms.map((r) => {
      const taken = roomDay.data?.bookings.some(
        (b) => b.roomId === r.id && dayjs(b.startAt).isBefore(to) && dayjs(b.endAt).isAfter(from) && !(interview && b.interviewIds.includes(interview.id)),
      );
      const size = r.capacity ? ` · ${r.capacity}人` : '';
      return { value: r.id, label: `${r.name}${size}${taken ? '（该时段已占用）' : ''}` };
    });
  }, [roomDay.data, start, blockMinutes, interview]);

  // A new on-site interview starts at the company's default address (地址管理), when the user may read them.
  useEffect(() => {
    const fallback = addresses?.find((a) => a.isDefault)?.value;
    if (open && !interview && fallback && !form.getFieldValue('address')) form.setFieldValue('address', fallback);
  }, [open, interview, addresses, form]);

  // The lead follows the interviewers: the first one until another is picked.
  useEffect(() => {
    if (!interviewerIds) return;
    if (interviewerIds.length === 0) form.setFieldValue('leadId', undefined);
    else if (leadId === undefined || !interviewerIds.includes(leadId)) form.setFieldValue('leadId', interviewerIds[0]);
  }, [interviewerIds, leadId, form]);

  // A video interview takes the arranger's personal meeting link when he leads it and none is typed.
  useEffect(() => {
    if (formKind !== InterviewForm.Video || !me?.meetingLink) return;
    if (!form.getFieldValue('meetingUrl') && (leadId === undefined || leadId === me.userId)) form.setFieldValue('meetingUrl', me.meetingLink);
  }, [formKind, leadId, me, form]);

  const roundOptions = (rounds ?? [])
    .filter((r) => r.enabled || r.number === interview?.round)
    .map((r) => ({ value: r.number, label: r.name }));
  const leadOptions = (interviewerIds ?? []).map((id) => ({ value: id, label: names.get(id) ?? `账号${id}` }));
  const shownConflicts = refused && refused.plan === JSON.stringify(plan) ? refused.conflicts : (conflicts.data ?? []);
  const hardConflicts = shownConflicts.filter((c) => c.kind !== 'busy');
  const saving = create.isPending || createMany.isPending || reschedule.isPending;

  const names3 = applications.map((a) => a.name);
  const who = names3.length <= 3 ? names3.join('、') : `${names3.slice(0, 3).join('、')}等${names3.length}人`;

  const submit = async () => {
    setSaveError(null);
    const v = await form.validateFields();
    if (isPast(v.start)) {
      form.setFields([{ name: 'start', errors: ['面试时间须晚于当前时间'] }]);
      return;
    }
    const body = {
      round: v.round,
      startAt: toStartAt(v.start),
      durationMinutes: v.durationMinutes,
      form: v.form,
      meetingRoomId: v.form === InterviewForm.OnSite ? (v.meetingRoomId ?? null) : null,
      address: v.form === InterviewForm.OnSite ? v.address?.trim() || undefined : undefined,
      meetingUrl: v.form === InterviewForm.Video ? v.meetingUrl?.trim() || undefined : undefined,
      interviewerIds: v.interviewerIds,
      leadId: v.leadId as number,
      contactId: v.contactId ?? null,
      registrationForm: v.registrationForm,
      notifyCandidate: v.notifyCandidate,
      notifyInterviewers: v.notifyInterviewers,
    };
    try {
      if (interview) {
        await reschedule.mutateAsync({ id: interview.id, body: { ...body, reason: v.reason?.trim() || undefined } });
        notifySuccess(`已改期：${who}`);
      } else if (many) {
        await createMany.mutateAsync({ ...body, applicationIds: applications.map((a) => a.id), mode: v.mode });
        notifySuccess(`已为 ${applications.length} 位候选人安排面试`);
      } else {
        await create.mutateAsync({ ...body, applicationId: applications[0]?.id ?? 0 });
        notifySuccess(`已为${who}安排面试`);
      }
      onDone?.();
      onClose();
    } catch (error) {
      setSaveError(isApiError(error) ? error.message : '保存失败，请稍后重试');
      const named = isApiError(error) ? (error.data as { conflicts?: InterviewConflict[] } | undefined)?.conflicts : undefined;
      if (Array.isArray(named) && named.length > 0) setRefused({ plan: JSON.stringify(plan), conflicts: named });
      void conflicts.refetch();
    }
  };

  return (
    <Modal
      open={open}
      title={rescheduling ? '面试改期' : '安排面试'}
      width={920}
      okText={rescheduling ? '保存改期' : '安排面试'}
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ disabled: hardConflicts.length > 0 }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      footer={(buttons) => (
        <div className="bole-arrange-footer">
          {onOfferSlots && !rescheduling && !many && (
            <button type="button" className="bole-iv-link" onClick={onOfferSlots}>
              让候选人自选时间…
            </button>
          )}
          {hardConflicts.length > 0 && <span className="bole-arrange-footer-hint">有时间冲突，调整后才能保存</span>}
          <Space>{buttons}</Space>
        </div>
      )}
    >
      <div className="bole-arrange">
        <Form form={form} layout="vertical" requiredMark initialValues={initialValues(interview, me?.userId)} className="bole-arrange-form" disabled={saving}>
          <p className="bole-arrange-who">
            候选人：<strong>{who}</strong>
          </p>
          {many && !rescheduling && (
            <Form.Item name="mode" label="安排方式">
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'group', label: '群面（同一时段）' },
                  { value: 'sequence', label: '依次安排（一位接一位）' },
                ]}
              />
            </Form.Item>
          )}
          <div className="bole-arrange-row">
            <Form.Item name="round" label="面试轮次" rules={[{ required: true, message: '请选择面试轮次' }]} style={{ width: 140 }}>
              <Select options={roundOptions} aria-label="面试轮次" loading={!rounds} />
            </Form.Item>
            <Form.Item name="start" label="面试时间" rules={[{ required: true, message: '请选择面试时间' }]} style={{ flex: 1 }}>
              <DatePicker
                showTime={{ format: 'HH:mm', minuteStep: 5 }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: '100%' }}
                disabledDate={(d) => d.isBefore(dayjs(chinaTime().format('YYYY-MM-DD')), 'day')}
                aria-label="面试时间"
                allowClear={false}
              />
            </Form.Item>
            <Form.Item name="durationMinutes" label={many && mode === 'sequence' ? '每人时长' : '时长'} rules={[{ required: true, message: '请选择时长' }]} style={{ width: 130 }}>
              <Select
                aria-label="面试时长"
                options={DURATION_OPTIONS.some((o) => o.value === durationMinutes) || typeof durationMinutes !== 'number' ? DURATION_OPTIONS : [...DURATION_OPTIONS, { value: durationMinutes, label: `${durationMinutes}分钟` }]}
              />
            </Form.Item>
          </div>
          <Form.Item name="form" label="面试形式">
            <Radio.Group optionType="button" options={Object.values(InterviewForm).map((value) => ({ value, label: interviewFormLabels[value] }))} />
          </Form.Item>
          {formKind === InterviewForm.OnSite && (
            <div className="bole-arrange-row">
              <Form.Item name="meetingRoomId" label="会议室" style={{ width: 300 }} extra={roomDay.isError ? '会议室加载失败，可只填写地址' : undefined}>
                <Select allowClear placeholder={roomOptions.length === 0 && !roomDay.isLoading ? '未设置会议室' : '不使用会议室'} options={roomOptions} loading={roomDay.isLoading} aria-label="会议室" />
              </Form.Item>
              <Form.Item name="address" label="面试地址" style={{ flex: 1 }}>
                <AutoComplete options={addresses?.map(({ value, label }) => ({ value, label }))} filterOption={(text, o) => String(o?.label ?? '').includes(text)}>
                  <Input maxLength={200} placeholder="如：北京市海淀区中关村大街1号 8层" aria-label="面试地址" />
                </AutoComplete>
              </Form.Item>
            </div>
          )}
          {formKind === InterviewForm.Video && (
            <Form.Item
              name="meetingUrl"
              label="会议链接"
              extra="默认使用主面试官在个人设置中的会议链接"
              rules={[{ pattern: /^https?:\/\/\S+$/, message: '会议链接须以http://或https://开头' }]}
            >
              <Input maxLength={500} placeholder="https://meeting.example.com/..." aria-label="会议链接" />
            </Form.Item>
          )}
          <div className="bole-arrange-row">
            <Form.Item
              name="interviewerIds"
              label="面试官"
              rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一位面试官' }]}
              style={{ flex: 1 }}
              extra={!rescheduling && jobInterviewers && jobInterviewers.length === 0 ? '该职位未设置面试官，请选择' : undefined}
            >
              <Select mode="multiple" options={people} loading={peopleLoading} optionFilterProp="label" placeholder="选择面试官" aria-label="面试官" maxTagCount="responsive" />
            </Form.Item>
            <Form.Item name="leadId" label="主面试官" rules={[{ required: true, message: '请选择主面试官' }]} style={{ width: 150 }}>
              <Select options={leadOptions} placeholder="先选面试官" aria-label="主面试官" />
            </Form.Item>
          </div>
          <div className="bole-arrange-row">
            <Form.Item name="contactId" label="面试联系人" style={{ width: 200 }}>
              <Select allowClear options={people} optionFilterProp="label" showSearch placeholder="选择联系人" aria-label="面试联系人" />
            </Form.Item>
            <Form.Item name="registrationForm" label="面试登记表" valuePropName="checked" tooltip="开启后，候选人收到通知时可在手机上填写面试登记表">
              <Switch checkedChildren="开" unCheckedChildren="关" />
            </Form.Item>
          </div>
          {rescheduling && (
            <Form.Item name="reason" label="改期原因">
              <Input maxLength={200} placeholder="选填，会写在改期通知里" aria-label="改期原因" />
            </Form.Item>
          )}
          <Space size={24} wrap>
            <Form.Item name="notifyCandidate" valuePropName="checked" noStyle>
              <Checkbox>{rescheduling ? '通知候选人改期' : '通知候选人（邮件附日历邀请、短信）'}</Checkbox>
            </Form.Item>
            <Form.Item name="notifyInterviewers" valuePropName="checked" noStyle>
              <Checkbox>{rescheduling ? '通知面试官改期' : '通知面试官'}</Checkbox>
            </Form.Item>
          </Space>
        </Form>
        <ConflictPanel
          planned={plan !== null}
          loading={conflicts.isFetching || plan !== settledPlan}
          error={conflicts.isError}
          conflicts={shownConflicts}
          extra={saveError && <Alert type="error" showIcon message="未能保存" description={saveError} />}
        />
      </div>
    </Modal>
  );
}
