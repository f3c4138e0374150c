// 合并重复简历 (210007): the resumes that look like the same candidate, and which one to keep.
// Nothing is lost: the kept resume takes what it lacks, the other goes to the recycle bin.
import { Button, Modal } from 'antd';
import type { ResumeDetail, ResumeRow } from '@bole/domain';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useDuplicates } from '../api/get-duplicates';
import { useMergeResume } from '../api/merge-resume';
import { Badge } from '../shared/TagChip';
import { dotted, duplicateText, keyFacts, timeText } from '../shared/format';
import { LoadFailed } from '../shared/LoadFailed';

type Props = { resume: ResumeDetail; onClose: () => void };

function Summary({ row }: { row: Pick<ResumeRow, 'name' | 'gender' | 'age' | 'workYearsScale' | 'topDegree' | 'workCity' | 'lastCompany' | 'lastJobTitle' | 'mobile' | 'email' | 'updatedAt'> }) {
  return (
    <div className="bole-merge-summary">
      <div>
        <strong>{row.name}</strong> <span className="bole-muted">{keyFacts(row).join(' · ')}</span>
      </div>
      <div className="bole-muted">{dotted(row.lastCompany, row.lastJobTitle) || '暂无工作经历'}</div>
      <div className="bole-muted">
        {dotted(row.mobile, row.email)} {row.updatedAt && `· 更新于 ${timeText(row.updatedAt)}`}
      </div>
    </div>
  );
}

export default function MergeModal({ resume, onClose }: Props) {
  const navigate = useNavigate();
  const { data: duplicates = [], isLoading, isError, refetch } = useDuplicates(resume.id, true);
  const merge = useMergeResume();
  const others = duplicates.filter((d) => d.id !== resume.id);

  const run = (id: number, intoId: number) =>
    merge.mutate(
      { id, intoId },
      {
        onSuccess: () => {
          notifySuccess('已合并，被合并的简历已移入回收站');
          onClose();
          if (intoId !== resume.id) navigate(`/resume/detail/${intoId}`);
        },
      },
    );

  return (
    <Modal open title="合并重复简历" footer={null} onCancel={onClose} width={640} destroyOnHidden>
      <p className="bole-muted">选择保留哪一份：保留的简历缺少的信息由另一份补齐，经历、标签、附件和操作记录全部并入；另一份移入回收站。</p>
      <div className="bole-merge-current">
        <span className="bole-merge-tag">当前简历 #{resume.id}</span>
        <Summary row={resume} />
      </div>
      {isLoading && <div className="bole-muted bole-section-empty">正在查找重复简历…</div>}
      {isError && <LoadFailed what="重复简历" onRetry={() => void refetch()} />}
      {!isLoading && !isError && others.length === 0 && <div className="bole-section-empty">没有发现与该简历重复的其他简历</div>}
      <ul className="bole-merge-list">
        {others.map((d) => (
          <li key={d.id}>
            <div className="bole-merge-row-head">
              <span className="bole-merge-tag">简历 #{d.id}</span>
              {d.duplicateKind && <Badge tone="orange">{duplicateText(d.duplicateKind)}</Badge>}
              {d.mobile && resume.mobile && d.mobile === resume.mobile && !d.duplicateKind && <Badge tone="orange">手机号相同</Badge>}
            </div>
            <Summary row={d} />
            <div className="bole-merge-actions">
              <Button loading={merge.isPending && merge.variables?.id === d.id} onClick={() => run(d.id, resume.id)}>
                保留当前，合并它
              </Button>
              <Button type="primary" loading={merge.isPending && merge.variables?.intoId === d.id} onClick={() => run(resume.id, d.id)}>
                保留它，合并当前
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
