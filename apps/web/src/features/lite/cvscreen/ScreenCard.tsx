// One pushed resume on 简历筛选: who, for which job, HR's message and deadline, the answer so
// far, and the screening buttons while it may still be answered.
import type { ScreeningItem } from '@bole/domain';
import { Link } from 'react-router';
import { Tag } from '../../../components/plain/Tag';
import { formatDateTime } from '../../../lib/time';
import { downloadReport } from '../api/download-report';
import { candidateFacts, deadlineText, FEEDBACK_COLORS, feedbackLabel, isAnswerable } from './format';
import { ScreenActions } from './ScreenActions';

export function ScreenCard({ item }: { item: ScreeningItem }) {
  const work = [item.lastCompany, item.lastJobTitle].filter(Boolean).join(' · ');
  return (
    <article className="bole-screen-card" aria-label={`${item.resumeName}，${item.jobName}`}>
      <header className="bole-screen-card-head">
        <div>
          <Link className="bole-screen-name" to={`/lite/out/resume?id=${item.id}`}>
            {item.resumeName}
          </Link>
          <div className="bole-screen-facts">{candidateFacts(item) || '暂无基本信息'}</div>
        </div>
        <Tag color={FEEDBACK_COLORS[item.feedback] ?? 'default'}>{feedbackLabel(item.feedback)}</Tag>
      </header>
      {work && <div className="bole-screen-line">{work}</div>}
      <div className="bole-screen-line">
        应聘职位：<strong>{item.jobName}</strong>
      </div>
      <div className="bole-screen-meta">
        {item.pushedByName} 推荐于 {formatDateTime(item.createdAt)}
      </div>
      {item.message && <blockquote className="bole-screen-message">{item.message}</blockquote>}
      {isAnswerable(item.feedback) && <div className={item.overdue ? 'bole-screen-deadline is-overdue' : 'bole-screen-deadline'}>{deadlineText(item)}</div>}
      {item.answeredAt && (
        <div className="bole-screen-answer">
          我的反馈（{formatDateTime(item.answeredAt)}）：{feedbackLabel(item.feedback)}
          {item.comment ? `，${item.comment}` : ''}
        </div>
      )}
      <div className="bole-screen-links">
        <Link to={`/lite/out/resume?id=${item.id}`}>查看简历</Link>
        <button type="button" className="bole-link-button" onClick={() => void downloadReport(item.id, item.resumeName)}>
          下载推荐报告
        </button>
      </div>
      {isAnswerable(item.feedback) && <ScreenActions id={item.id} candidateName={item.resumeName} current={item.feedback} />}
    </article>
  );
}
