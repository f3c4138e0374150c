// /resume/detail/:id 简历详情: the header with the resume's actions, then every section, each
// editable in place, and the operation history beside them.
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { Perm } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { usePermission } from '../../../api/permission';
import { notifySuccess } from '../../../lib/notify';
import { useAccountOptions } from '../../../api/account-options';
import { useResume } from '../api/get-resume';
import { resumeApplicationsKey } from '../api/get-resume-applications';
import { resumeKeys } from '../api/keys';
import { useDeleteResume } from '../api/delete-resume';
import { downloadResume } from '../api/export-resumes';
import { useMergeResume } from '../api/merge-resume';
import { useRestoreResume } from '../api/restore-resume';
import { HISTORY_ORDER } from '../forms/history-fields';
import { EmptyState } from '../shared/EmptyState';
import { ErrorPanel } from '../shared/ErrorPanel';
import '../resume.css';
import { DetailHeader, type HeaderActions } from './DetailHeader';
import { DetailNotices } from './DetailNotices';
import { FilesSection } from './FilesSection';
import { HistorySection } from './HistorySection';
import { HistoryTimeline } from './HistoryTimeline';
import { InfoSection } from './InfoSection';
import { JobsSection } from './JobsSection';
import { OtherInfoSection } from './OtherInfoSection';
import { ScreeningSection } from './ScreeningSection';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed } from '../../../lib/lazy';
import { CommentSection } from '../comments/CommentSection';
import './detail.css';

const HandOverModal = lazy(() => import('./HandOverModal'));
const MergeModal = lazy(() => import('./MergeModal'));
const ShareModal = lazyNamed(() => import('../share/ShareModal'), 'ShareModal');
const EnterJobDialog = lazyNamed(() => import('../../../components/enter-job/EnterJobDialog'), 'EnterJobDialog');

const LIST = '/resume/list/company';

function DetailSkeleton() {
  return (
    <div role="status" aria-label="正在加载简历">
      <div className="bole-detail-head">
        <div className="bole-pool-avatar bole-pool-avatar-lg bole-shimmer" />
        <div style={{ flex: 1 }}>
          <div className="bole-shimmer" style={{ width: 220, height: 22 }} />
          <div className="bole-shimmer" style={{ width: 360, height: 14, marginTop: 14 }} />
          <div className="bole-shimmer" style={{ width: 280, height: 14, marginTop: 10 }} />
        </div>
      </div>
      <div className="bole-section">
        <div className="bole-shimmer" style={{ width: '60%', height: 14 }} />
        <div className="bole-shimmer" style={{ width: '80%', height: 14, marginTop: 12 }} />
      </div>
    </div>
  );
}

export function ResumeDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  // Opened from a job (?jobId=): the match score by the job's 简历评分规则 shows too.
  const [search] = useSearchParams();
  const jobId = Number(search.get('jobId')) > 0 ? Number(search.get('jobId')) : null;
  const navigate = useNavigate();
  const { data: resume, isLoading, error, refetch } = useResume(id);
  const { names } = useAccountOptions();
  const [open, setOpen] = useState<'handover' | 'merge' | 'share' | 'enterJob' | null>(null);
  const client = useQueryClient();
  const remove = useDeleteResume();
  const restore = useRestoreResume();
  const merge = useMergeResume();

  const canEdit = usePermission(Perm.ResumeEdit);
  const canTag = usePermission(Perm.CandidateTag);
  const canHandOver = usePermission(Perm.ResumeHandOver);
  const canDelete = usePermission(Perm.ResumeDelete);
  const canRestore = usePermission(Perm.ResumeRestore);
  const canPrint = usePermission(Perm.ResumePrint);
  const canDownload = usePermission(Perm.CandidateDownload);
  const mayMerge = usePermission(Perm.ResumeMerge);
  const maySeeDuplicates = usePermission(Perm.DuplicatesView);
  const canMerge = mayMerge && maySeeDuplicates;
  const canSeeRecords = usePermission(Perm.CandidateRecords);
  const canShare = usePermission(Perm.ResumeShare);
  const canRemark = usePermission(Perm.CandidateRemark);
  const canSeeContact = usePermission(Perm.CandidateContact);
  const canEnterJob = usePermission(Perm.ResumeAddToJob);

  if (isLoading) return <DetailSkeleton />;
  if (!resume) {
    const missing = isApiError(error) && error.httpStatus === 404;
    return missing || !Number.isInteger(id) ? (
      <EmptyState
        title="简历不存在或已被删除"
        description="该简历可能已被删除、合并，或不在您的可见范围内。"
        actions={
          <Link to={LIST}>
            <Button type="primary">返回人才库</Button>
          </Link>
        }
      />
    ) : (
      <ErrorPanel title="简历加载失败" description={isApiError(error) ? error.message : undefined} onRetry={() => void refetch()} />
    );
  }

  const deleted = resume.deletedAt !== null;
  const ownerName = resume.ownerAccountId === null ? '' : (names.get(resume.ownerAccountId) ?? `账号 #${resume.ownerAccountId}`);
  const linked = resume.duplicateOfId !== null && resume.duplicateOfId !== resume.id;
  const hasDuplicates = linked || resume.duplicateCount > 0;

  const confirmDelete = () =>
    confirmDialog({
      title: `删除「${resume.name}」的简历？`,
      content: '删除后简历移入回收站，可由有权限的同事恢复；该简历的操作记录会一并保留。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(resume.id)
          .then(() => {
            notifySuccess('简历已删除');
            navigate(LIST);
          })
          .catch(() => undefined),
    });

  const mergeIntoOriginal = () =>
    confirmDialog({
      title: `合并到简历 #${resume.duplicateOfId}？`,
      content: '原简历缺少的信息由当前简历补齐，经历、标签和操作记录全部并入；当前简历移入回收站。',
      okText: '合并',
      onOk: () =>
        merge
          .mutateAsync({ id: resume.id, intoId: resume.duplicateOfId! })
          .then((kept) => {
            notifySuccess('已合并到原简历');
            navigate(`/resume/detail/${kept.id}`);
          })
          .catch(() => undefined),
    });

  const actions: HeaderActions = {
    enterJob: canEnterJob && !deleted ? () => setOpen('enterJob') : undefined,
    print: canPrint ? () => window.open(`/resume/detail/print?id=${resume.id}`, '_blank', 'noopener') : undefined,
    download: canDownload && !deleted ? (format) => void downloadResume(resume.id, format, `${resume.name}的简历.${format}`) : undefined,
    share: canShare && !deleted ? () => setOpen('share') : undefined,
    handOver: canHandOver && !deleted ? () => setOpen('handover') : undefined,
    merge: canMerge && !deleted && hasDuplicates ? () => setOpen('merge') : undefined,
    remove: canDelete && !deleted ? confirmDelete : undefined,
    restore:
      canRestore && deleted && resume.mergedIntoId === null
        ? () => restore.mutate(resume.id, { onSuccess: () => notifySuccess('简历已恢复') })
        : undefined,
  };

  const editable = canEdit && !deleted;
  return (
    <div className="bole-detail">
      <DetailHeader resume={resume} ownerName={ownerName} canTag={canTag} actions={actions} />
      <DetailNotices resume={resume} onMerge={canMerge ? () => setOpen('merge') : undefined} onMergeIntoOriginal={canMerge && linked ? mergeIntoOriginal : undefined} />
      <JobsSection resumeId={resume.id} onEnter={actions.enterJob} />
      <ScreeningSection resumeId={resume.id} jobId={jobId} />
      <div className="bole-detail-grid">
        <div className="bole-detail-main">
          <InfoSection section="base" resume={resume} canEdit={editable} />
          <InfoSection section="intention" resume={resume} canEdit={editable} />
          {HISTORY_ORDER.map((kind) => (
            <HistorySection key={kind} kind={kind} resume={resume} canEdit={editable} />
          ))}
          <OtherInfoSection resume={resume} canEdit={editable} />
          <FilesSection resume={resume} />
          <CommentSection resumeId={resume.id} canComment={canRemark && !deleted} />
        </div>
        {canSeeRecords && (
          <aside className="bole-detail-side" aria-label="操作记录">
            <HistoryTimeline resumeId={resume.id} />
          </aside>
        )}
      </div>
      <Suspense fallback={null}>
        {open === 'handover' && <HandOverModal resume={resume} ownerName={ownerName} onClose={() => setOpen(null)} />}
        {open === 'merge' && <MergeModal resume={resume} onClose={() => setOpen(null)} />}
        {open === 'share' && <ShareModal resume={resume} canShowContact={canSeeContact} onClose={() => setOpen(null)} />}
        {open === 'enterJob' && (
          <EnterJobDialog
            open
            resumes={[{ id: resume.id, name: resume.name }]}
            onClose={() => setOpen(null)}
            onEntered={() => {
              void client.invalidateQueries({ queryKey: resumeApplicationsKey(resume.id) });
              void client.invalidateQueries({ queryKey: resumeKeys.history(resume.id) });
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
