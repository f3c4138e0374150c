// /out/interview/slots?token=…: the candidate picks one of the interview times HR offered, on
// his phone, without login, under the company's name, logo and colour. A time taken meanwhile
// is refused with the server's message and the times still open are shown again.
import { interviewFormLabels, type InterviewForm, type PublicSlotOffer } from '@bole/domain';
import { useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { chinaTime, formatDateTime } from '../../../lib/time';
import { usePickSlot, useSlotOffer } from '../api/interview-slots';
import '../feedback/feedback.css';
import './slots.css';

type Slot = PublicSlotOffer['slots'][number];

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const GONE: Record<string, string> = {
  '50450': '链接不存在，请确认链接是否完整，或使用邀请邮件中的链接。',
  '50451': '预约邀请已超过有效期，请联系招聘负责人重新安排。',
  '50452': '招聘负责人已撤销该预约邀请，如有疑问请联系招聘负责人。',
};
const CLOSED: Record<'expired' | 'revoked', string> = { expired: GONE['50451']!, revoked: GONE['50452']! };
const TAKEN = '50454';

/** 12月7日 周一, in China time. */
export const dayLabel = (iso: string) => {
  const t = chinaTime(iso);
  return `${t.month() + 1}月${t.date()}日 ${WEEKDAYS[t.day()]}`;
};
const timeRange = (s: { startAt: string; endAt: string }) => `${formatDateTime(s.startAt, 'HH:mm')}-${formatDateTime(s.endAt, 'HH:mm')}`;

/** Slots grouped by China day, in order. */
export function byDay(slots: readonly Slot[]): { day: string; slots: Slot[] }[] {
  const groups = new Map<string, Slot[]>();
  for (const s of slots) {
    const key = formatDateTime(s.startAt, 'YYYY-MM-DD');
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()].map((list) => ({ day: dayLabel(list[0]!.startAt), slots: list }));
}

function Shell({ offer, children }: { offer?: Pick<PublicSlotOffer, 'companyName' | 'logoUrl' | 'primaryColor'>; children: React.ReactNode }) {
  const style = offer ? ({ '--bole-slots-color': offer.primaryColor } as CSSProperties) : undefined;
  return (
    <div className="bole-feedback-shell bole-slots" style={style}>
      <main className="bole-feedback-card" aria-label={offer?.companyName ?? '选择面试时间'}>
        {offer && (
          <div className="bole-slots-brand">
            {offer.logoUrl && <img src={offer.logoUrl} alt="" className="bole-slots-logo" />}
            <span>{offer.companyName}</span>
          </div>
        )}
        {children}
      </main>
    </div>
  );
}

export function SlotsPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const { data, error, isLoading } = useSlotOffer(token);
  const pick = usePickSlot(token);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // After a refusal, the slots the server answered with (fresher than the page's).
  const [fresh, setFresh] = useState<Slot[] | null>(null);

  if (!token) {
    return (
      <Shell>
        <h1>链接已失效</h1>
        <p className="bole-feedback-question">{GONE['50450']}</p>
      </Shell>
    );
  }
  if (isLoading) return <PageSpin full tip="正在打开…" />;
  if (!data) {
    const gone = isApiError(error) ? GONE[String(error.status)] : undefined;
    return (
      <Shell>
        <h1>{gone ? '链接已失效' : '页面暂时无法打开'}</h1>
        <p className="bole-feedback-question" role="alert">
          {gone ?? (isApiError(error) ? error.message : '网络连接失败，请稍后刷新重试。')}
        </p>
      </Shell>
    );
  }
  if (data.status === 'booked') {
    return (
      <Shell offer={data}>
        <div className="bole-feedback-result">
          <div className="bole-feedback-mark is-ok">✓</div>
          <h1>预约成功</h1>
          {data.bookedStartAt && (
            <p className="bole-feedback-question">
              您的面试时间：{dayLabel(data.bookedStartAt)} {formatDateTime(data.bookedStartAt, 'HH:mm')}
            </p>
          )}
          <p className="bole-feedback-note">正式的面试通知会发送到您的邮箱，请注意查收。如需改期，请联系招聘负责人。</p>
        </div>
      </Shell>
    );
  }
  if (data.status !== 'open') {
    return (
      <Shell offer={data}>
        <div className="bole-feedback-result">
          <div className="bole-feedback-mark is-warn">!</div>
          <h1>链接已失效</h1>
          <p className="bole-feedback-question">{CLOSED[data.status]}</p>
        </div>
      </Shell>
    );
  }

  const slots = fresh ?? data.slots;
  const open = slots.filter((s) => s.available);
  const submit = () => {
    if (!chosen) return;
    setFailure(null);
    pick.mutate(
      { token, startAt: chosen },
      {
        onError: (e) => {
          if (!isApiError(e)) return setFailure('提交失败，请检查网络后重试。');
          setFailure(GONE[String(e.status)] ?? e.message);
          const answered = (e.data as { slots?: Slot[] } | undefined)?.slots;
          if (String(e.status) === TAKEN && answered) setFresh(answered);
          setChosen(null);
        },
      },
    );
  };

  return (
    <Shell offer={data}>
      <h1>{data.candidateName ? `${data.candidateName}，您好` : '您好'}</h1>
      <p className="bole-feedback-question">
        请为<strong>{data.jobName}</strong>职位的{data.roundName}选择一个方便的面试时间。
      </p>
      <dl className="bole-slots-facts">
        {data.form !== null && (
          <>
            <dt>面试形式</dt>
            <dd>{interviewFormLabels[data.form as InterviewForm]}</dd>
          </>
        )}
        <dt>面试时长</dt>
        <dd>{data.durationMinutes}分钟</dd>
        {data.address && (
          <>
            <dt>面试地点</dt>
            <dd>{data.address}</dd>
          </>
        )}
      </dl>
      {failure && (
        <p className="bole-feedback-error bole-slots-alert" role="alert">
          {failure}
        </p>
      )}
      {open.length === 0 ? (
        <p className="bole-slots-empty">可选时间已全部被预约，请联系招聘负责人重新安排。</p>
      ) : (
        byDay(slots).map((group) => (
          <section key={group.day} className="bole-slots-day" aria-label={group.day}>
            <h2>{group.day}</h2>
            <div className="bole-slots-grid" role="group" aria-label={`${group.day}的可选时间`}>
              {group.slots.map((s) => (
                <button
                  key={s.startAt}
                  type="button"
                  className={`bole-slots-slot${chosen === s.startAt ? ' is-chosen' : ''}`}
                  disabled={!s.available || pick.isPending}
                  aria-pressed={chosen === s.startAt}
                  onClick={() => setChosen(s.startAt)}
                >
                  <span className="bole-slots-time">{timeRange(s)}</span>
                  {!s.available && <small>已被预约</small>}
                </button>
              ))}
            </div>
          </section>
        ))
      )}
      <button type="button" className="bole-feedback-submit bole-slots-submit" disabled={!chosen || pick.isPending} onClick={submit}>
        {pick.isPending ? '正在预约…' : chosen ? `确认预约 ${dayLabel(chosen)} ${formatDateTime(chosen, 'HH:mm')}` : '请选择一个时间'}
      </button>
      <p className="bole-feedback-note">
        时段先到先得，预约后会收到正式的面试通知。请于 {data.expiresAt ? formatDateTime(data.expiresAt) : '有效期内'} 前完成预约。
      </p>
    </Shell>
  );
}
