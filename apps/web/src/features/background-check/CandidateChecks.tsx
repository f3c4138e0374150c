// The 背调 block of the candidate drawer: each background check with its status, items and
// findings, the agency's PDF report (查看背调报告 250019) and 取消 before the agency starts (420001).
import { backgroundCheckFindingLabels, backgroundCheckProjectLabels, backgroundCheckStatusLabels, BackgroundCheckStatus, Perm, type BackgroundCheck } from '@bole/domain';
import { usePermission } from '../../api/permission';
import { PlainButton } from '../../components/plain/PlainButton';
import { Tag, type TagColor } from '../../components/plain/Tag';
import { notifySuccess } from '../../lib/notify';
import { formatDateTime } from '../../lib/time';
import { reportUrl, useApplicationChecks, useCancelCheck } from './api/checks';

const STATUS_COLORS: Record<BackgroundCheck['status'], TagColor> = { pending: 'gold', inProgress: 'processing', completed: 'success', cancelled: 'default' };

function CheckItem({ check, canReport, canCancel }: { check: BackgroundCheck; canReport: boolean; canCancel: boolean }) {
  const cancel = useCancelCheck();
  return (
    <li style={{ marginBottom: 12 }}>
      <div>
        <Tag color={STATUS_COLORS[check.status]}>{backgroundCheckStatusLabels[check.status]}</Tag> {check.agencyName ?? check.agencyEmail} · {check.points}点
      </div>
      <div className="bole-muted">
        {check.createdByName} 发起于 {formatDateTime(check.createdAt)}
        {check.completedAt ? ` · 完成于 ${formatDateTime(check.completedAt)}` : ''}
      </div>
      <ul style={{ paddingLeft: 16, margin: '4px 0' }}>
        {check.items.map((i) => (
          <li key={i.id}>
            {backgroundCheckProjectLabels[i.project]} · {i.title}
            {i.finding ? `：${backgroundCheckFindingLabels[i.finding]}${i.note ? `（${i.note}）` : ''}` : ''}
          </li>
        ))}
      </ul>
      {check.hasReport && canReport && (
        <a href={reportUrl(check.id)} target="_blank" rel="noreferrer">
          查看背调报告{check.reportFileName ? `（${check.reportFileName}）` : ''}
        </a>
      )}
      {check.status === BackgroundCheckStatus.Pending && canCancel && (
        <PlainButton loading={cancel.isPending} onClick={() => cancel.mutate(check.id, { onSuccess: (c) => notifySuccess(`已取消背景调查，退回${c.points}点`) })}>
          取消背调并退回点数
        </PlainButton>
      )}
    </li>
  );
}

export function CandidateChecks({ applicationId }: { applicationId: number }) {
  const canReport = usePermission(Perm.BackgroundReportView);
  const canOrder = usePermission(Perm.BackgroundCheck);
  const checks = useApplicationChecks(applicationId, canReport || canOrder);
  if (!canReport && !canOrder) return null;
  return (
    <section className="bole-rp-side" aria-label="背调">
      <h3>背调</h3>
      {checks.isPending ? (
        <div className="bole-muted">加载中…</div>
      ) : checks.isError ? (
        <div className="bole-muted">背调记录加载失败</div>
      ) : checks.data.length === 0 ? (
        <div className="bole-muted">还没有背景调查</div>
      ) : (
        <ul style={{ padding: 0, margin: 0, listStyle: 'none' }}>
          {checks.data.map((c) => (
            <CheckItem key={c.id} check={c} canReport={canReport} canCancel={canOrder} />
          ))}
        </ul>
      )}
    </section>
  );
}
