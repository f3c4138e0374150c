// 我的候选人: a hiring manager reads a resume pushed to him without leaving the list.
import { Drawer } from 'antd';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { useResume } from '../api/get-resume';
import { ResumeDocument } from '../detail/views/ResumeDocument';
import { ErrorPanel } from '../shared/ErrorPanel';
import { TagChip } from '../shared/TagChip';
import { dotted, initialOf, keyFacts } from '../shared/format';
import '../resume.css';
import '../detail/detail.css';

type Props = { id: number; name: string; onClose: () => void };

export default function ResumePreviewDrawer({ id, name, onClose }: Props) {
  const { data: resume, isLoading, error, refetch } = useResume(id);
  return (
    <Drawer open title={`${name}的简历`} size={760} onClose={onClose} destroyOnHidden>
      {isLoading && <PageSpin tip="正在加载简历…" />}
      {!isLoading && !resume && <ErrorPanel title="简历加载失败" description={isApiError(error) ? error.message : undefined} onRetry={() => void refetch()} />}
      {resume && (
        <>
          <div className="bole-preview-head">
            <div className={`bole-pool-avatar bole-pool-avatar-lg${resume.gender === 0 ? ' bole-pool-avatar-f' : ''}`} aria-hidden>
              {initialOf(resume.name)}
            </div>
            <div>
              <div className="bole-detail-name">{resume.name}</div>
              <div className="bole-muted">{keyFacts(resume).join(' · ')}</div>
              <div>{dotted(resume.lastCompany, resume.lastJobTitle)}</div>
              {resume.tags.length > 0 && (
                <div className="bole-card-tags">
                  {resume.tags.map((t) => (
                    <TagChip key={t.id} name={t.name} color={t.color} />
                  ))}
                </div>
              )}
            </div>
          </div>
          <ResumeDocument resume={resume} />
        </>
      )}
    </Drawer>
  );
}
