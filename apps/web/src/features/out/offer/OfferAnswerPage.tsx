// /out/feedback/offer?token=…: the candidate reads his offer on his phone (the letter as a PDF
// beside it), accepts or declines it with a reason, confirms, and lands on /out/feedback/exist.
// An answered link goes to 您已答复, an expired, cancelled or unknown one to 链接已失效.
import { OFFER_ANSWER_COMMENT_MAX, offerAnswerLabels, textLength, type OfferAnswerChoice, type PublicOfferDetail } from '@bole/domain';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { formatDateTime } from '../../../lib/time';
import { offerLetterUrl, useAnswerOffer, usePublicOffer } from '../api/offer-answer';
import '../feedback/feedback.css';
import './offer.css';

export const OFFER_EXIST = '/out/feedback/exist';
export const OFFER_EXPIRE = '/out/feedback/expire';
/** The API's refusals that mean the link no longer takes an answer, by the page's reason. */
const GONE: Record<string, string> = { '50511': 'unknown', '50512': 'expired', '50513': 'cancelled' };
const ANSWERED = '50514';

const chineseDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

function OfferFacts({ offer }: { offer: PublicOfferDetail }) {
  const rows: [string, string | null][] = [
    ['职位', offer.jobName],
    ['入职部门', offer.orgName],
    ['入职时间', chineseDay(offer.entryDate)],
    ['职级', offer.jobRankName],
    ['试用期', offer.probation],
    ['试用期薪资', offer.probationSalary],
    ['转正薪资', offer.formalSalary],
  ];
  return (
    <dl className="bole-offer-facts">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function OfferAnswerPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { data, error, isLoading } = usePublicOffer(token);
  const answer = useAnswerOffer();
  const [choice, setChoice] = useState<OfferAnswerChoice | null>(null);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!token) return <Navigate replace to={`${OFFER_EXPIRE}?reason=unknown`} />;
  if (isLoading) return <PageSpin full tip="正在打开…" />;
  if (!data) {
    const reason = isApiError(error) ? GONE[String(error.status)] : undefined;
    if (reason) return <Navigate replace to={`${OFFER_EXPIRE}?reason=${reason}`} />;
    return (
      <div className="bole-feedback-shell">
        <div className="bole-feedback-card" role="alert">
          <h1>页面暂时无法打开</h1>
          <p>{isApiError(error) ? error.message : '网络连接失败，请稍后刷新重试。'}</p>
        </div>
      </div>
    );
  }
  if (data.state === 'answered') return <Navigate replace to={OFFER_EXIST} />;
  if (data.state !== 'open' || !data.offer) return <Navigate replace to={`${OFFER_EXPIRE}?reason=${data.gone ?? 'expired'}`} />;
  const offer = data.offer;

  const tooLong = textLength(comment) > OFFER_ANSWER_COMMENT_MAX;
  const ready = choice === 'accept' || (choice === 'decline' && reasonId !== null);
  const pick = (next: OfferAnswerChoice) => {
    setChoice(next);
    setFailure(null);
  };
  const submit = () => {
    if (!choice) return;
    setFailure(null);
    answer.mutate(
      { token, answer: choice, reasonId: choice === 'decline' ? (reasonId ?? undefined) : undefined, comment: comment.trim() || undefined },
      {
        onSuccess: () => navigate(`${OFFER_EXIST}?done=${choice}`, { replace: true }),
        onError: (e) => {
          const status = isApiError(e) ? String(e.status) : '';
          if (status === ANSWERED) navigate(OFFER_EXIST, { replace: true });
          else if (GONE[status]) navigate(`${OFFER_EXPIRE}?reason=${GONE[status]}`, { replace: true });
          else {
            setConfirming(false);
            setFailure(isApiError(e) ? e.message : '提交失败，请稍后重试。');
          }
        },
      },
    );
  };
  const reasonName = offer.refuseReasons.find((r) => r.id === reasonId)?.name;

  return (
    <div className="bole-feedback-shell">
      <main className="bole-feedback-card" aria-label={`${data.companyName}的Offer`}>
        <div className="bole-offer-head">
          {data.logoUrl && <img className="bole-offer-logo" src={data.logoUrl} alt="" />}
          <div className="bole-feedback-company">{data.companyName}</div>
        </div>
        <h1>{offer.candidateName}，您好</h1>
        <p className="bole-feedback-question">
          很高兴通知您，您已通过我们的评估。我们诚挚地邀请您加入{data.companyName}，担任「{offer.jobName}」一职，录用条件如下：
        </p>
        <OfferFacts offer={offer} />
        <a className="bole-offer-letter" href={offerLetterUrl(token)} target="_blank" rel="noreferrer">
          查看Offer函（PDF）
        </a>
        <p className="bole-offer-deadline">请在 {formatDateTime(offer.deadline)} 前答复，逾期Offer将失效。</p>

        {confirming && choice ? (
          <section className="bole-offer-confirm" aria-label="确认答复">
            <h2>{choice === 'accept' ? '确认接受该Offer？' : '确认拒绝该Offer？'}</h2>
            <p>
              {choice === 'accept' ? `接受后我们将为您办理入职，入职时间为${chineseDay(offer.entryDate)}。` : `拒绝原因：${reasonName ?? ''}。`}
              答复提交后不能更改。
            </p>
            <button type="button" className={`bole-feedback-submit${choice === 'decline' ? ' is-decline' : ''}`} disabled={answer.isPending} onClick={submit}>
              {answer.isPending ? '正在提交…' : choice === 'accept' ? '确认接受' : '确认拒绝'}
            </button>
            <button type="button" className="bole-offer-back" disabled={answer.isPending} onClick={() => setConfirming(false)}>
              返回修改
            </button>
          </section>
        ) : (
          <>
            <div className="bole-feedback-choices bole-offer-choices" role="group" aria-label="您的答复">
              {(['accept', 'decline'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  className={`bole-feedback-choice${value === 'decline' ? ' is-decline' : ''}${choice === value ? ' is-chosen' : ''}`}
                  aria-pressed={choice === value}
                  onClick={() => pick(value)}
                >
                  {offerAnswerLabels[value]}
                </button>
              ))}
            </div>
            {choice === 'decline' && (
              <fieldset className="bole-offer-reasons">
                <legend className="bole-feedback-label">请选择拒绝原因</legend>
                {offer.refuseReasons.map((r) => (
                  <label key={r.id} className={`bole-offer-reason${reasonId === r.id ? ' is-chosen' : ''}`}>
                    <input type="radio" name="reason" value={r.id} checked={reasonId === r.id} onChange={() => setReasonId(r.id)} />
                    {r.name}
                  </label>
                ))}
              </fieldset>
            )}
            {choice && (
              <>
                <label className="bole-feedback-label" htmlFor="bole-offer-comment">
                  补充说明（选填）
                </label>
                <textarea id="bole-offer-comment" className="bole-feedback-comment" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
                {tooLong && <p className="bole-feedback-error">补充说明最多{OFFER_ANSWER_COMMENT_MAX}个字符（一个汉字算2个）</p>}
              </>
            )}
            {failure && (
              <p className="bole-feedback-error" role="alert">
                {failure}
              </p>
            )}
            <button type="button" className="bole-feedback-submit" disabled={!ready || tooLong} onClick={() => setConfirming(true)}>
              提交答复
            </button>
          </>
        )}
      </main>
    </div>
  );
}
