// Banners above the sections: the resume is deleted or merged away, or looks like a duplicate.
import { ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import type { ResumeDetail } from '@bole/domain';
import { Link } from 'react-router';
import { duplicateText, timeText } from '../shared/format';

type Props = { resume: ResumeDetail; onMerge?: () => void; onMergeIntoOriginal?: () => void };

export function DetailNotices({ resume, onMerge, onMergeIntoOriginal }: Props) {
  if (resume.mergedIntoId !== null) {
    return (
      <div className="bole-notice bole-notice-info" role="status">
        <InfoCircleFilled />
        <span>
          该简历已合并到 <Link to={`/resume/detail/${resume.mergedIntoId}`}>简历 #{resume.mergedIntoId}</Link>，其经历、标签和操作记录均已并入。
        </span>
      </div>
    );
  }
  if (resume.deletedAt !== null) {
    return (
      <div className="bole-notice bole-notice-error" role="status">
        <ExclamationCircleFilled />
        <span>该简历已于 {timeText(resume.deletedAt)} 删除，目前在回收站中。</span>
      </div>
    );
  }
  const linked = resume.duplicateOfId !== null && resume.duplicateOfId !== resume.id;
  const others = resume.duplicateCount;
  if (!linked && others === 0) return null;
  return (
    <div className="bole-notice bole-notice-warning" role="status">
      <ExclamationCircleFilled />
      <span>
        {linked ? (
          <>
            与 <Link to={`/resume/detail/${resume.duplicateOfId}`}>简历 #{resume.duplicateOfId}</Link> {duplicateText(resume.duplicateKind)}，疑似同一候选人。
          </>
        ) : (
          <>人才库中另有 {others} 份疑似同一候选人的简历。</>
        )}
        合并后经历、标签、附件和操作记录都会保留，不会丢失。
      </span>
      <span className="bole-notice-actions">
        {linked && onMergeIntoOriginal && (
          <Button size="small" type="primary" onClick={onMergeIntoOriginal}>
            合并到原简历
          </Button>
        )}
        {onMerge && (
          <Button size="small" onClick={onMerge}>
            {linked ? '查看全部重复' : '查看并合并'}
          </Button>
        )}
      </span>
    </div>
  );
}
