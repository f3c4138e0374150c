// /lite/out/resume?id=<push>: one pushed resume on its own page (opened from 简历筛选 or a
// notice): the push (job, HR's message, deadline, the answer so far), the whole resume, and the
// screening buttons in a bar that stays in reach on a phone.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { StatusView, WarningMark } from '../../../components/page/StatusView';
import { Tag } from '../../../components/plain/Tag';
import { formatDateTime } from '../../../lib/time';
// The resume reads as everywhere else in the product: the talent pool's read-only document.
import { useResume } from '../../resume/api/get-resume';
import { ResumeDocument } from '../../resume/detail/views/ResumeDocument';
import { downloadReport } from '../api/download-report';
import { useScreeningItem } from '../api/get-screening-item';
import { candidateFacts, deadlineText, FEEDBACK_COLORS, feedbackLabel, isAnswerable } from '../cvscreen/format';
import { ScreenActions } from '../cvscreen/ScreenActions';
import '../../resume/resume.css';
import '../../resume/detail/detail.css';
import '../cvscreen/cvscreen.css';

function Unavailable({ text }: { text: string }) {
  return <StatusView full icon={<WarningMark />} title="简历无法打开" subTitle={text} extra={<Link to="/lite/cvscreen">返回简历筛选</Link>} />;
}

export function PushedResumePage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data: item, error, isLoading } = useScreeningItem(valid ? id : 0);
  const resume = useResume(item?.resumeId ?? 0, item !== undefined);

  if (!valid) return <Unavailable text="链接不完整，请从简历筛选中打开简历。" />;
  if (isLoading) return <PageSpin full tip="正在打开简历…" />;
  if (!item) return <Unavailable text={isApiError(error) ? error.message : '网络连接失败，请稍后重试。'} />;

  return (
    <main className="bole-pushed-page" aria-label={`${item.resumeName}的简历`}>
      <Link className="bole-pushed-back" to="/lite/cvscreen">
        <ArrowLeftOutlined style={{ marginRight: 6 }} />
        返回简历筛选
      </Link>
      <article className="bole-screen-card">
        <header className="bole-screen-card-head">
          <div>
            <h1 className="bole-screen-name" style={{ margin: 0 }}>
              {item.resumeName}
            </h1>
            <div className="bole-screen-facts">{candidateFacts(item) || '暂无基本信息'}</div>
          </div>
          <Tag color={FEEDBACK_COLORS[item.feedback] ?? 'default'}>{feedbackLabel(item.feedback)}</Tag>
        </header>
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
          <button type="button" className="bole-link-button" onClick={() => void downloadReport(item.id, item.resumeName)}>
            下载推荐报告
          </button>
        </div>
      </article>
      <section className="bole-pushed-resume" aria-label="简历">
        {resume.isLoading && <PageSpin tip="正在加载简历…" />}
        {resume.error && <div className="bole-screen-meta">{isApiError(resume.error) ? resume.error.message : '简历加载失败'}</div>}
        {resume.data && <ResumeDocument resume={resume.data} />}
      </section>
      {isAnswerable(item.feedback) && (
        <div className="bole-pushed-bar">
          <ScreenActions id={item.id} candidateName={item.resumeName} current={item.feedback} />
        </div>
      )}
    </main>
  );
}
