// Pushes as HR reads them: to whom, when, until when, the feedback and comment, and the 推荐报告.
// `RecommendationsPanel` shows one application's; `OverdueRecommendations` the company's overdue ones.
import { PAGE_SIZE_DEFAULT, recommendationFeedbackLabels, codeLabel, type Recommendation } from '@bole/domain';
import { useState } from 'react';
import { download } from '../../../api/download';
import { Empty } from '../../../components/plain/Empty';
import { Tag, type TagColor } from '../../../components/plain/Tag';
import { Pager } from '../../../components/table/Pager';
import { formatDateTime } from '../../../lib/time';
import { useApplicationRecommendations, useOverdueRecommendations } from './recommendations-api';
import './push.css';

const COLORS: Record<number, TagColor> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'warning' };

function Row({ r, showCandidate }: { r: Recommendation; showCandidate: boolean }) {
  return (
    <li className="bole-push-link">
      <div>
        <Tag color={COLORS[r.feedback] ?? 'default'}>{codeLabel(recommendationFeedbackLabels, r.feedback, '待反馈')}</Tag>
        {showCandidate && <strong>{r.resumeName}（{r.jobName}）→ </strong>}
        <strong>{r.recipientName}</strong>
        <span className="bole-push-muted">
          {' '}
          · {r.pushedByName} 推荐于 {formatDateTime(r.createdAt)} · 截止 {formatDateTime(r.replyBy)}
        </span>
        {r.overdue && <span className="bole-push-overdue"> 已超时</span>}
        {r.answeredAt && (
          <div>
            反馈（{formatDateTime(r.answeredAt)}）：{codeLabel(recommendationFeedbackLabels, r.feedback, '')}
            {r.comment ? `，${r.comment}` : ''}
          </div>
        )}
        {r.message && <div className="bole-push-muted">推荐语：{r.message}</div>}
      </div>
      <button type="button" className="bole-push-link-button" onClick={() => void download({ url: `/api/recommendations/${r.id}/report`, fileName: `推荐报告_${r.resumeName}.pdf` })}>
        推荐报告
      </button>
    </li>
  );
}

/** One application's pushes, newest first (GET /api/applications/:id/recommendations). */
export function RecommendationsPanel({ applicationId }: { applicationId: number }) {
  const { data } = useApplicationRecommendations(applicationId);
  if (!data) return null;
  if (data.list.length === 0) return <Empty description="还没有推荐给用人部门" />;
  return (
    <ul className="bole-push-links" aria-label="推荐记录">
      {data.list.map((r) => (
        <Row key={r.id} r={r} showCandidate={false} />
      ))}
    </ul>
  );
}

/** Pushes past their reply-by time without feedback (GET /api/recommendations/overdue), for a job or all. */
export function OverdueRecommendations({ jobId, mine = false }: { jobId?: number; mine?: boolean }) {
  const [page, setPage] = useState(1);
  const { data } = useOverdueRecommendations({ jobId, mine: mine ? 1 : undefined, page, pageSize: PAGE_SIZE_DEFAULT });
  if (!data) return null;
  if (data.total === 0) return <Empty description="没有超时未反馈的推荐" />;
  return (
    <>
      <ul className="bole-push-links" aria-label="超时未反馈的推荐">
        {data.list.map((r) => (
          <Row key={r.id} r={r} showCandidate />
        ))}
      </ul>
      {data.total > PAGE_SIZE_DEFAULT && <Pager page={page} pageSize={PAGE_SIZE_DEFAULT} total={data.total} unit="条推荐" onChange={setPage} />}
    </>
  );
}
