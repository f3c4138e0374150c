// /out/feedback/exist (您已答复) and /out/feedback/expire (链接已失效): where the candidate lands
// after answering his offer, or when its link no longer takes an answer (expired, cancelled by
// HR, or not a link at all). Without a reason or answer in the address they read generally.
import { useSearchParams } from 'react-router';
import '../feedback/feedback.css';

const DONE: Record<string, { title: string; text: string }> = {
  accept: { title: '您已接受Offer', text: '感谢您的信任，欢迎加入！招聘负责人会尽快与您联系，告知入职安排。' },
  decline: { title: '您已拒绝Offer', text: '感谢您的答复，也感谢您对我们的关注，祝您前程似锦。' },
};

export const OFFER_GONE_REASONS: Record<string, string> = {
  expired: '该Offer已超过答复期限。',
  cancelled: '该Offer已撤销。',
  unknown: '链接不存在，请确认链接是否完整。',
};

export function OfferResultPage({ variant }: { variant: 'exist' | 'expire' }) {
  const [search] = useSearchParams();
  const done = variant === 'exist' ? DONE[search.get('done') ?? ''] : undefined;
  const title = variant === 'exist' ? (done?.title ?? '您已答复') : '链接已失效';
  const text =
    variant === 'exist'
      ? (done?.text ?? '您已经通过该链接提交过答复，无需重复提交。如需更改，请直接联系招聘负责人。')
      : `${OFFER_GONE_REASONS[search.get('reason') ?? ''] ?? '该链接已失效。'}如有疑问，请联系招聘负责人。`;
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
