// The columns of 面试管理: who, when, which round, how and where, with whom, the result (0-9),
// signed in, evaluations, and the row's actions.
import { interviewFormLabels, interviewResultLabels, isCode, type InterviewListItem, type InterviewResult } from '@bole/domain';
import type { Column } from '../../../components/table/SimpleTable';
import { Tag, type TagColor } from '../../../components/plain/Tag';
import { formatDateTime } from '../../../lib/time';

export const RESULT_COLORS: Record<InterviewResult, TagColor> = {
  0: 'default',
  1: 'blue',
  2: 'cyan',
  3: 'warning',
  4: 'error',
  5: 'default',
  6: 'success',
  7: 'error',
  8: 'gold',
  9: 'default',
};

export function ResultTag({ result, cancelled }: { result: number; cancelled?: boolean }) {
  if (cancelled) return <Tag color="default">已取消</Tag>;
  return isCode(interviewResultLabels, result) ? <Tag color={RESULT_COLORS[result]}>{interviewResultLabels[result]}</Tag> : <>—</>;
}

/** 现场 · 3号会议室 / 视频 / 电话, with the address when no room. */
export function placeOf(i: Pick<InterviewListItem, 'form' | 'meetingRoomName' | 'address'>): string {
  const form = isCode(interviewFormLabels, i.form) ? interviewFormLabels[i.form] : '—';
  const where = i.meetingRoomName ?? i.address;
  return where ? `${form} · ${where}` : form;
}

/** 张三（主）、李四. */
export function interviewerNames(i: Pick<InterviewListItem, 'interviewers'>): string {
  return i.interviewers.map((p) => (p.isLead ? `${p.name}（主）` : p.name)).join('、');
}

/** 11-28 周六 09:30-10:30 (China time); the year only when it is not this year's. */
export function timeText(i: Pick<InterviewListItem, 'startAt' | 'endAt'>, now: string | Date = new Date()): string {
  const day = formatDateTime(i.startAt, 'YYYY') === formatDateTime(now, 'YYYY') ? 'MM-DD ddd HH:mm' : 'YYYY-MM-DD ddd HH:mm';
  return `${formatDateTime(i.startAt, day)}-${formatDateTime(i.endAt, 'HH:mm')}`;
}

type Actions = {
  canEdit: boolean;
  onOpen: (row: InterviewListItem) => void;
  onReschedule: (row: InterviewListItem) => void;
  onCancel: (row: InterviewListItem) => void;
};

export function interviewColumns({ canEdit, onOpen, onReschedule, onCancel }: Actions): Column<InterviewListItem>[] {
  return [
    {
      key: 'candidate',
      title: '候选人',
      width: 150,
      render: (i) => (
        <div>
          <button type="button" className="bole-iv-link" onClick={() => onOpen(i)}>
            {i.candidateName}
          </button>
          <div className="bole-iv-sub">{i.jobName}</div>
        </div>
      ),
    },
    { key: 'time', title: '面试时间', width: 185, render: (i) => <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{timeText(i)}</span> },
    { key: 'round', title: '轮次', width: 72, render: (i) => (i.groupUid ? `${i.roundName} · 群面` : i.roundName) },
    { key: 'place', title: '形式/地点', width: 150, ellipsis: true, render: (i) => placeOf(i) },
    { key: 'interviewers', title: '面试官', width: 150, ellipsis: true, render: (i) => interviewerNames(i) },
    { key: 'result', title: '面试结果', width: 96, render: (i) => <ResultTag result={i.result} cancelled={i.cancelled} /> },
    {
      key: 'signedIn',
      title: '签到',
      width: 90,
      render: (i) => (i.signedIn ? <Tag color="success">{`已签到${i.queueNumber ? ` ${i.queueNumber}号` : ''}`}</Tag> : <span className="bole-iv-sub">未签到</span>),
    },
    { key: 'evaluated', title: '评价', width: 56, render: (i) => `${i.evaluated}/${i.interviewers.length}` },
    {
      key: 'actions',
      title: '操作',
      width: 150,
      fixed: 'right',
      render: (i) => (
        <div className="bole-iv-actions">
          <button type="button" className="bole-iv-link" onClick={() => onOpen(i)} aria-label={`查看${i.candidateName}的面试`}>
            详情
          </button>
          {canEdit && !i.cancelled && (
            <>
              <button type="button" className="bole-iv-link" onClick={() => onReschedule(i)} aria-label={`为${i.candidateName}改期`}>
                改期
              </button>
              <button type="button" className="bole-iv-link" onClick={() => onCancel(i)} aria-label={`取消${i.candidateName}的面试`}>
                取消面试
              </button>
            </>
          )}
        </div>
      ),
    },
  ];
}
