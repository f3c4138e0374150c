// The links made for a resume: who made them, until when, whether contact details show, how
// often they were opened; an open link can be revoked.
import { Button, Popconfirm } from 'antd';
import { shareStatusLabels, type ResumeShareLink } from '@bole/domain';
import { notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useShares } from '../api/get-shares';
import { useRevokeShare } from '../api/revoke-share';
import { Badge } from '../shared/TagChip';
import { LoadFailed } from '../shared/LoadFailed';

const TONES = { active: 'green', expired: 'gray', revoked: 'red' } as const;

function LinkRow({ link, highlighted }: { link: ResumeShareLink; highlighted: boolean }) {
  const revoke = useRevokeShare();
  const until = formatDateTime(link.expiresAt);
  const ended = link.status === 'revoked' ? `撤销于 ${formatDateTime(link.revokedAt)}` : link.status === 'expired' ? `已于 ${until} 过期` : `有效期至 ${until}`;
  return (
    <li className={`bole-share-link${highlighted ? ' is-new' : ''}`}>
      <div className="bole-share-link-main">
        <div>
          <Badge tone={TONES[link.status]}>{shareStatusLabels[link.status]}</Badge>
          <span className="bole-share-link-when">
            {link.createdByName} 创建于 {formatDateTime(link.createdAt)} · {link.days}天
          </span>
        </div>
        <div className="bole-muted bole-share-link-facts">
          {ended} · {link.showContact ? '显示联系方式' : '联系方式打码'} · 已打开{link.viewCount}次
          {link.lastViewedAt && `，最近 ${formatDateTime(link.lastViewedAt)}`}
        </div>
      </div>
      {link.status === 'active' && (
        <Popconfirm
          title="撤销这个分享链接？"
          description="撤销后对方再打开会看到「链接已失效」。"
          okText="撤销"
          okButtonProps={{ danger: true }}
          onConfirm={() => revoke.mutateAsync({ resumeId: link.resumeId, shareId: link.id }).then(() => notifySuccess('分享链接已撤销'))}
        >
          <Button size="small" danger loading={revoke.isPending}>
            撤销
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}

export function ShareLinkList({ resumeId, highlightId }: { resumeId: number; highlightId?: number }) {
  const shares = useShares(resumeId);
  const links = shares.data ?? [];
  const open = links.filter((l) => l.status === 'active').length;
  return (
    <section className="bole-share-links" aria-labelledby="share-links-title">
      <h3 id="share-links-title">
        已生成的链接{links.length > 0 && <span className="bole-muted">（{open}个有效，共{links.length}个）</span>}
      </h3>
      {shares.isLoading && <div className="bole-muted">加载中…</div>}
      {shares.isError && <LoadFailed what="分享链接" className="bole-muted" onRetry={() => void shares.refetch()} />}
      {shares.isSuccess && links.length === 0 && <div className="bole-muted">还没有分享过这份简历</div>}
      {links.length > 0 && (
        <ul>
          {links.map((l) => (
            <LinkRow key={l.id} link={l} highlighted={l.id === highlightId} />
          ))}
        </ul>
      )}
    </section>
  );
}
