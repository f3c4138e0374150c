// 让候选人自选时间 (自助预约): HR picks the interview's people, form and place, looks up when the
// interviewers (and the room, and the candidate) are all free within their working hours
// (/user/seting/calendar), ticks some of those times and sends the candidate a link; he picks
// one on his phone and it is booked under the same conflict rules as arranging. The offers
// made before are listed below with their state, and an open one can be revoked.
import { InterviewForm, interviewFormLabels, SLOT_OFFER_DAYS, SLOT_OFFER_MAX, slotOfferStatusLabels, type Slot, type SlotOfferCreated } from '@bole/domain';
import { Alert, Button, Checkbox, DatePicker, Empty, Form, Input, Modal, Radio, Select, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useAccountInfo } from '../../../api/account';
import { useAccountOptions } from '../../../api/account-options';
import { isApiError } from '../../../api/errors';
import { notifySuccess } from '../../../lib/notify';
import { chinaTime, dayjs, formatDateTime } from '../../../lib/time';
import { useJobInterviewers, useRoomDay, useRounds } from '../api/interviews';
import { findFreeSlots, useCreateSlotOffer, useRevokeSlotOffer, useSlotOffers } from '../api/slots';
import { DURATION_OPTIONS } from '../arrange/plan';
import './slots.css';

export type SlotOfferDialogProps = {
  open: boolean;
  applicationId: number;
  /** The candidate's job: its interviewers are the default. */
  jobId: number | null;
  onClose: () => void;
};

type Values = {
  round: number;
  durationMinutes: number;
  form: InterviewForm;
  meetingRoomId?: number | null;
  address?: string;
  meetingUrl?: string;
  interviewerIds: number[];
  leadId?: number;
  contactId?: number | null;
  registrationForm: boolean;
  days: [Dayjs, Dayjs];
  validDays: number;
  sendEmail: boolean;
};

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const dayTitle = (iso: string) => {
  const t = chinaTime(iso);
  return `${t.format('MM-DD')} ${WEEKDAYS[t.day()]}`;
};

/** Slots by China day, in order. */
function byDay(slots: readonly Slot[]): [string, Slot[]][] {
  const groups = new Map<string, Slot[]>();
  for (const s of slots) {
    const key = formatDateTime(s.startAt, 'YYYY-MM-DD');
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.entries()];
}

/** Tomorrow to a week later, China days, as picker values. */
const defaultDays = (): [Dayjs, Dayjs] => {
  const tomorrow = dayjs(chinaTime().add(1, 'day').format('YYYY-MM-DD'));
  return [tomorrow, tomorrow.add(6, 'day')];
};

export function SlotOfferDialog({ open, applicationId, jobId, onClose }: SlotOfferDialogProps) {
  const [form] = Form.useForm<Values>();
  const { data: me } = useAccountInfo();
  const { options: people, names, isLoading: peopleLoading } = useAccountOptions();
  const { data: jobInterviewers } = useJobInterviewers(open ? jobId : null);
  const { data: rounds } = useRounds();
  const offers = useSlotOffers(applicationId, open);
  const create = useCreateSlotOffer(applicationId);
  const revoke = useRevokeSlotOffer(applicationId);
  const [found, setFound] = useState<Slot[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<SlotOfferCreated | null>(null);

  useEffect(() => {
    if (!open || !jobInterviewers || jobInterviewers.length === 0) return;
    if ((form.getFieldValue('interviewerIds') as number[] | undefined)?.length) return;
    form.setFieldsValue({ interviewerIds: jobInterviewers, leadId: jobInterviewers[0] });
  }, [open, jobInterviewers, form]);

  const formKind = Form.useWatch('form', form);
  const interviewerIds = Form.useWatch('interviewerIds', form);
  const leadId = Form.useWatch('leadId', form);
  const firstDay = Form.useWatch('days', form)?.[0]?.format('YYYY-MM-DD') ?? null;

  useEffect(() => {
    if (!interviewerIds) return;
    if (interviewerIds.length === 0) form.setFieldValue('leadId', undefined);
    else if (leadId === undefined || !interviewerIds.includes(leadId)) form.setFieldValue('leadId', interviewerIds[0]);
  }, [interviewerIds, leadId, form]);

  useEffect(() => {
    if (formKind !== InterviewForm.Video || !me?.meetingLink) return;
    if (!form.getFieldValue('meetingUrl')) form.setFieldValue('meetingUrl', me.meetingLink);
  }, [formKind, me, form]);

  // The rooms come with the calendar's day answer; the free-slot search checks the room's bookings on every day.
  const roomDay = useRoomDay(firstDay, open && formKind === InterviewForm.OnSite);
  const roomOptions = useMemo(() => (roomDay.data?.rooms ?? []).map((r) => ({ value: r.id, label: r.capacity ? `${r.name} · ${r.capacity}人` : r.name })), [roomDay.data]);
  const roundOptions = (rounds ?? []).filter((r) => r.enabled).map((r) => ({ value: r.number, label: r.name }));
  const leadOptions = (interviewerIds ?? []).map((id) => ({ value: id, label: names.get(id) ?? `账号${id}` }));

  const search = async () => {
    setFailure(null);
    const v = await form.validateFields(['durationMinutes', 'interviewerIds', 'days', 'form', 'meetingRoomId']);
    setSearching(true);
    try {
      const slots = await findFreeSlots({
        interviewerIds: v.interviewerIds,
        durationMinutes: v.durationMinutes,
        fromDay: v.days[0].format('YYYY-MM-DD'),
        toDay: v.days[1].format('YYYY-MM-DD'),
        meetingRoomId: v.form === InterviewForm.OnSite ? (v.meetingRoomId ?? null) : null,
        applicationId,
        stepMinutes: 30,
      });
      setFound(slots);
      setChosen((c) => c.filter((x) => slots.some((s) => s.startAt === x)));
    } catch (error) {
      setFailure(isApiError(error) ? error.message : '查找失败，请稍后重试');
    } finally {
      setSearching(false);
    }
  };

  const toggle = (startAt: string) =>
    setChosen((c) => (c.includes(startAt) ? c.filter((x) => x !== startAt) : c.length >= SLOT_OFFER_MAX ? c : [...c, startAt].sort()));

  const submit = async () => {
    setFailure(null);
    const v = await form.validateFields();
    if (chosen.length === 0) {
      setFailure('请先查找空闲时段，并至少选择一个');
      return;
    }
    try {
      const offer = await create.mutateAsync({
        plan: {
          round: v.round,
          durationMinutes: v.durationMinutes,
          form: v.form,
          meetingRoomId: v.form === InterviewForm.OnSite ? (v.meetingRoomId ?? null) : null,
          address: v.form === InterviewForm.OnSite ? v.address?.trim() || undefined : undefined,
          meetingUrl: v.form === InterviewForm.Video ? v.meetingUrl?.trim() || undefined : undefined,
          interviewerIds: v.interviewerIds,
          leadId: v.leadId as number,
          contactId: v.contactId ?? null,
          registrationForm: v.registrationForm,
          notifyCandidate: true,
          notifyInterviewers: true,
        },
        slots: chosen,
        days: v.validDays,
        sendEmail: v.sendEmail,
      });
      setMade(offer);
      notifySuccess(v.sendEmail ? '预约邀请已发送给候选人' : '预约链接已生成');
    } catch (error) {
      setFailure(isApiError(error) ? error.message : '发送失败，请稍后重试');
    }
  };

  const earlier = (offers.data ?? []).filter((o) => o.id !== made?.id);

  return (
    <Modal
      open={open}
      title="让候选人自选面试时间"
      width={860}
      onCancel={onClose}
      destroyOnHidden
      footer={
        made ? (
          <Button type="primary" onClick={onClose}>
            完成
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={create.isPending} disabled={chosen.length === 0} onClick={() => void submit().catch(() => undefined)}>
              {`发送预约邀请（${chosen.length}个时段）`}
            </Button>
          </Space>
        )
      }
    >
      {made ? (
        <div className="bole-slot-offer-done">
          <Alert
            type="success"
            showIcon
            message={`已提供 ${made.slots.length} 个时段，候选人选定后会自动安排面试并发送面试通知`}
            description={`链接有效期至 ${formatDateTime(made.expiresAt)}。链接只在此处显示一次，如需发给候选人请复制：`}
          />
          <Typography.Paragraph copyable={{ text: made.url, tooltips: ['复制链接', '已复制'] }} className="bole-slot-offer-url">
            {made.url}
          </Typography.Paragraph>
        </div>
      ) : (
        <Form
          form={form}
          layout="vertical"
          disabled={create.isPending}
          initialValues={{
            round: 1,
            durationMinutes: 60,
            form: InterviewForm.OnSite,
            interviewerIds: [],
            contactId: me?.userId ?? null,
            registrationForm: false,
            days: defaultDays(),
            validDays: 3,
            sendEmail: true,
          }}
        >
          <div className="bole-slot-offer-row">
            <Form.Item name="round" label="面试轮次" rules={[{ required: true, message: '请选择面试轮次' }]} style={{ width: 130 }}>
              <Select options={roundOptions} loading={!rounds} aria-label="面试轮次" />
            </Form.Item>
            <Form.Item name="durationMinutes" label="时长" rules={[{ required: true, message: '请选择时长' }]} style={{ width: 120 }}>
              <Select options={DURATION_OPTIONS} aria-label="面试时长" />
            </Form.Item>
            <Form.Item name="form" label="面试形式">
              <Radio.Group optionType="button" options={Object.values(InterviewForm).map((value) => ({ value, label: interviewFormLabels[value] }))} />
            </Form.Item>
          </div>
          {formKind === InterviewForm.OnSite && (
            <div className="bole-slot-offer-row">
              <Form.Item name="meetingRoomId" label="会议室" style={{ width: 240 }}>
                <Select allowClear placeholder="不使用会议室" options={roomOptions} loading={roomDay.isLoading} aria-label="会议室" />
              </Form.Item>
              <Form.Item name="address" label="面试地址" style={{ flex: 1 }}>
                <Input maxLength={200} placeholder="如：北京市海淀区中关村大街1号 8层" aria-label="面试地址" />
              </Form.Item>
            </div>
          )}
          {formKind === InterviewForm.Video && (
            <Form.Item name="meetingUrl" label="会议链接" rules={[{ pattern: /^https?:\/\/\S+$/, message: '会议链接须以http://或https://开头' }]}>
              <Input maxLength={500} placeholder="https://meeting.example.com/..." aria-label="会议链接" />
            </Form.Item>
          )}
          <div className="bole-slot-offer-row">
            <Form.Item name="interviewerIds" label="面试官" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一位面试官' }]} style={{ flex: 1 }}>
              <Select mode="multiple" options={people} loading={peopleLoading} optionFilterProp="label" placeholder="选择面试官" aria-label="面试官" maxTagCount="responsive" />
            </Form.Item>
            <Form.Item name="leadId" label="主面试官" rules={[{ required: true, message: '请选择主面试官' }]} style={{ width: 140 }}>
              <Select options={leadOptions} placeholder="先选面试官" aria-label="主面试官" />
            </Form.Item>
            <Form.Item name="contactId" label="面试联系人" style={{ width: 160 }}>
              <Select allowClear options={people} optionFilterProp="label" showSearch aria-label="面试联系人" />
            </Form.Item>
          </div>
          <div className="bole-slot-offer-row">
            <Form.Item name="days" label="在这些日期里找（最多14天）" rules={[{ required: true, message: '请选择日期范围' }]}>
              <DatePicker.RangePicker
                aria-label="日期范围"
                allowClear={false}
                disabledDate={(d) => d.isBefore(dayjs(chinaTime().format('YYYY-MM-DD')), 'day')}
              />
            </Form.Item>
            <Form.Item label=" ">
              <Button onClick={() => void search().catch(() => undefined)} loading={searching}>
                查找面试官都空闲的时段
              </Button>
            </Form.Item>
          </div>
          {failure && <Alert type="error" showIcon message={failure} className="bole-slot-offer-alert" />}
          {found && (
            <div className="bole-slot-offer-found" aria-label="空闲时段">
              <div className="bole-slot-offer-hint">
                按面试官在「日程设置」中的工作时间，避开已有面试、忙碌时段{formKind === InterviewForm.OnSite ? '和会议室占用' : ''}。已选 {chosen.length}/{SLOT_OFFER_MAX}
              </div>
              {found.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这段时间里没有所有面试官都空闲的时段，请换个日期或调整面试官" />
              ) : (
                byDay(found).map(([day, slots]) => (
                  <div key={day} className="bole-slot-offer-day">
                    <span className="bole-slot-offer-daytitle">{dayTitle(slots[0]!.startAt)}</span>
                    <span>
                      {slots.map((s) => (
                        <Tag.CheckableTag key={s.startAt} checked={chosen.includes(s.startAt)} onChange={() => toggle(s.startAt)}>
                          {formatDateTime(s.startAt, 'HH:mm')}
                        </Tag.CheckableTag>
                      ))}
                    </span>
                  </div>
                ))
              )}
            </div>
          )}
          <Space size={24} wrap className="bole-slot-offer-send">
            <Form.Item name="validDays" label="链接有效期" style={{ marginBottom: 0 }}>
              <Select style={{ width: 100 }} options={SLOT_OFFER_DAYS.map((d) => ({ value: d, label: `${d}天` }))} aria-label="链接有效期" />
            </Form.Item>
            <Form.Item name="sendEmail" valuePropName="checked" style={{ marginBottom: 0 }} label=" ">
              <Checkbox>同时发邮件给候选人</Checkbox>
            </Form.Item>
            <Form.Item name="registrationForm" valuePropName="checked" style={{ marginBottom: 0 }} label=" ">
              <Checkbox>请候选人填写面试登记表</Checkbox>
            </Form.Item>
          </Space>
        </Form>
      )}
      {earlier.length > 0 && (
        <div className="bole-slot-offer-history">
          <div className="bole-slot-offer-hint">之前的预约邀请</div>
          {earlier.map((o) => (
            <div key={o.id} className="bole-slot-offer-item">
              <Tag color={o.status === 'booked' ? 'green' : o.status === 'open' ? 'blue' : 'default'}>{slotOfferStatusLabels[o.status]}</Tag>
              <span>
                {o.bookedStartAt ? `已约 ${formatDateTime(o.bookedStartAt)}` : `${o.slots.length}个时段，有效期至 ${formatDateTime(o.expiresAt)}`} · {o.createdByName}
              </span>
              {o.status === 'open' && (
                <Button size="small" type="link" loading={revoke.isPending && revoke.variables === o.id} onClick={() => revoke.mutate(o.id)}>
                  撤销
                </Button>
              )}
            </div>
          ))}
        </div>
      )}
    </Modal>
  );
}
