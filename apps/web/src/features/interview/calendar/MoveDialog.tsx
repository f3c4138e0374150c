// The confirmation after a drop: the new time (and room), whom to tell, an optional reason;
// then 改期 with everything else of the interview unchanged (its people, form, place, link).
// The server checks the clash rules again; a refusal's message goes back to the page.
import type { InterviewDetail, InterviewReschedule } from '@bole/domain';
import { Checkbox, Input, Modal } from 'antd';
import { useState } from 'react';
import { http } from '../../../api/http';
import { isApiError } from '../../../api/errors';
import { notifySuccess } from '../../../lib/notify';
import { useRescheduleInterview } from '../api/interviews';
import type { Block } from './blocks';
import { clock, dayOf, weekdayOf } from './layout';

export type PendingMove = { block: Block; startAt: string; endAt: string; roomId: number | null; roomName: string | null };

type Props = {
  pending: PendingMove | null;
  onDone: (interviewId: number) => void;
  onRefused: (interviewId: number, message: string) => void;
};

/** 3月4日 周三 14:00-15:00 in China time. */
export function whenText(startAt: string, endAt: string): string {
  const day = dayOf(startAt);
  return `${Number(day.slice(5, 7))}月${Number(day.slice(8))}日 ${weekdayOf(day)} ${clock(startAt)}-${clock(endAt)}`;
}

/** The 改期 body: the interview as it is, at the new time and room. */
export function rescheduleBody(d: InterviewDetail, move: { startAt: string; roomId: number | null }, choice: { notifyCandidate: boolean; notifyInterviewers: boolean; reason: string }): InterviewReschedule {
  return {
    round: d.round,
    startAt: move.startAt,
    durationMinutes: d.durationMinutes,
    form: d.form as InterviewReschedule['form'],
    meetingRoomId: move.roomId,
    address: d.address ?? undefined,
    meetingUrl: d.meetingUrl ?? undefined,
    interviewerIds: d.interviewers.map((p) => p.id),
    leadId: d.leadId,
    contactId: d.contactId,
    registrationForm: d.registrationForm,
    evaluationTemplateId: d.evaluationTemplateId,
    notifyCandidate: choice.notifyCandidate,
    notifyInterviewers: choice.notifyInterviewers,
    reason: choice.reason.trim() || undefined,
  };
}

/** Mount with a key per move: the choices start afresh each time. */
export function MoveDialog({ pending, onDone, onRefused }: Props) {
  const reschedule = useRescheduleInterview();
  const [notifyCandidate, setNotifyCandidate] = useState(true);
  const [notifyInterviewers, setNotifyInterviewers] = useState(true);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const interview = pending?.block.interview;
  const sameTime = pending !== null && interview !== null && interview !== undefined && Date.parse(pending.startAt) === Date.parse(interview.startAt);

  const confirm = async () => {
    if (!pending || !interview) return;
    setBusy(true);
    try {
      const detail = await http.get<InterviewDetail>(`/api/interviews/${interview.id}`, undefined, { silent: true });
      await reschedule.mutateAsync({ id: interview.id, body: rescheduleBody(detail, pending, { notifyCandidate, notifyInterviewers, reason }) });
      notifySuccess(`已将${pending.block.title}的面试改到${whenText(pending.startAt, pending.endAt)}`);
      onDone(interview.id);
    } catch (error) {
      onRefused(interview.id, isApiError(error) ? error.message : '网络异常，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={pending !== null}
      title="面试改期"
      okText="确认改期"
      cancelText="不改了"
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={() => interview && !busy && onDone(interview.id)}
      maskClosable={false}
      destroyOnHidden
    >
      {pending && (
        <div className="bole-cal-move">
          <p className="bole-cal-move-text">
            {sameTime ? (
              <>
                将<strong>{pending.block.title}</strong>的{interview?.roundName}（{whenText(pending.startAt, pending.endAt)}）
              </>
            ) : (
              <>
                将<strong>{pending.block.title}</strong>的{interview?.roundName}从 {whenText(pending.block.interview!.startAt, pending.block.interview!.endAt)} 改到
                <strong> {whenText(pending.startAt, pending.endAt)}</strong>
              </>
            )}
            {pending.roomId !== pending.block.interview!.meetingRoomId && (
              <>
                {sameTime ? '的会议室改为' : '，会议室改为'}
                <strong>{pending.roomName ?? '不指定'}</strong>
              </>
            )}
            。
          </p>
          <div className="bole-cal-move-notify">
            <Checkbox checked={notifyCandidate} onChange={(e) => setNotifyCandidate(e.target.checked)}>
              通知候选人
            </Checkbox>
            <Checkbox checked={notifyInterviewers} onChange={(e) => setNotifyInterviewers(e.target.checked)}>
              通知面试官
            </Checkbox>
          </div>
          <Input.TextArea aria-label="改期原因" placeholder="改期原因（选填，会写在通知里）" maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      )}
    </Modal>
  );
}
