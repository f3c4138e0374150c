// /out/feedback/userc/join, offer, abandon ?token=…: the candidate answers one question about his
// application without login, on a phone as well as a desktop. An answered link goes to 您已反馈,
// an expired, revoked or unknown one to 链接已失效.
import { FEEDBACK_COMMENT_MAX, type CandidateFeedbackAnswer } from '@bole/domain';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { formatDateTime } from '../../../lib/time';
import { useAnswerFeedback } from '../api/answer-feedback';
import { useFeedback } from '../api/get-feedback';
import { answersOf, QUESTIONS } from './copy';
import './feedback.css';

const EXPIRE = '/out/feedback/userc/expire';
const EXIST = '/out/feedback/userc/exist';
const GONE_STATUSES: Record<string, string> = { '50301': 'unknown', '50302': 'expired', '50303': 'revoked' };

export function FeedbackPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { data, error, isLoading } = useFeedback(token);
  const answer = useAnswerFeedback();
  const [choice, setChoice] = useState<CandidateFeedbackAnswer | null>(null);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (!token) return <Navigate replace to={`${EXPIRE}?reason=unknown`} />;
  if (isLoading) return <PageSpin full tip="正在打开…" />;
  if (!data) {
    const reason = isApiError(error) ? GONE_STATUSES[String(error.status)] : undefined;
    if (reason) return <Navigate replace to={`${EXPIRE}?reason=${reason}`} />;
    return (
      <div className="bole-feedback-shell">
        <div className="bole-feedback-card" role="alert">
          <h1>页面暂时无法打开</h1>
          <p>{isApiError(error) ? error.message : '网络连接失败，请稍后刷新重试。'}</p>
        </div>
      </div>
    );
  }
  if (data.status === 'answered') return <Navigate replace to={EXIST} />;
  if (data.status !== 'open') return <Navigate replace to={`${EXPIRE}?reason=${data.status}`} />;

  const submit = () => {
    if (!choice) return;
    setFailure(null);
    answer.mutate(
      { token, answer: choice, comment: comment.trim() || undefined },
      {
        onSuccess: () => navigate(`${EXIST}?done=1`, { replace: true }),
        onError: (e) => {
          const status = isApiError(e) ? String(e.status) : '';
          if (status === '50304') navigate(EXIST, { replace: true });
          else if (GONE_STATUSES[status]) navigate(`${EXPIRE}?reason=${GONE_STATUSES[status]}`, { replace: true });
          else setFailure(isApiError(e) ? e.message : '提交失败，请稍后重试。');
        },
      },
    );
  };

  return (
    <div className="bole-feedback-shell">
      <main className="bole-feedback-card" aria-label={data.companyName}>
        <div className="bole-feedback-company">{data.companyName}</div>
        <h1>{data.candidateName ? `${data.candidateName}，您好` : '您好'}</h1>
        <p className="bole-feedback-question">{QUESTIONS[data.kind](data.jobName ?? '')}</p>
        <div className="bole-feedback-choices" role="group" aria-label="您的答复">
          {answersOf(data.kind).map((a) => (
            <button
              key={a.value}
              type="button"
              className={`bole-feedback-choice${a.value === 'decline' ? ' is-decline' : ''}${choice === a.value ? ' is-chosen' : ''}`}
              aria-pressed={choice === a.value}
              onClick={() => setChoice(a.value)}
            >
              {a.label}
            </button>
          ))}
        </div>
        <label className="bole-feedback-label" htmlFor="bole-feedback-comment">
          {data.kind === 'abandon' ? '放弃原因（选填）' : '想对我们说的话（选填）'}
        </label>
        <textarea id="bole-feedback-comment" className="bole-feedback-comment" rows={3} maxLength={FEEDBACK_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
        {failure && (
          <p className="bole-feedback-error" role="alert">
            {failure}
          </p>
        )}
        <button type="button" className="bole-feedback-submit" disabled={!choice || answer.isPending} onClick={submit}>
          {answer.isPending ? '正在提交…' : '提交'}
        </button>
        <p className="bole-feedback-note">每个链接只能提交一次，请于 {data.expiresAt ? formatDateTime(data.expiresAt) : '有效期内'} 前提交。</p>
      </main>
    </div>
  );
}
