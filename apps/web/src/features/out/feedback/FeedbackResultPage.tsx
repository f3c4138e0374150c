// /out/feedback/userc/exist (您已反馈) and /expire (链接已失效): where a candidate lands after
// answering, or when his link no longer takes answers.
import { useSearchParams } from 'react-router';
import { EXPIRE_REASONS } from './copy';
import './feedback.css';

export function FeedbackResultPage({ variant }: { variant: 'exist' | 'expire' }) {
  const [search] = useSearchParams();
  const done = variant === 'exist' && search.get('done') === '1';
  const title = variant === 'exist' ? (done ? '反馈成功' : '您已反馈') : '链接已失效';
  const text =
    variant === 'exist'
      ? done
        ? '感谢您的反馈，我们已收到您的答复，招聘负责人会尽快与您联系。'
        : '您已经通过该链接提交过答复，无需重复提交。如需更改，请直接联系招聘负责人。'
      : `${EXPIRE_REASONS[search.get('reason') ?? ''] ?? EXPIRE_REASONS.expired} 如需反馈，请联系招聘负责人重新发送链接。`;
  return (
    <div className="bole-feedback-shell">
      <main className="bole-feedback-card bole-feedback-result" aria-label={title}>
        <div className={`bole-feedback-mark is-${variant === 'exist' ? 'ok' : 'warn'}`} aria-hidden>
          {variant === 'exist' ? '✓' : '!'}
        </div>
        <h1>{title}</h1>
        <p>{text}</p>
      </main>
    </div>
  );
}
