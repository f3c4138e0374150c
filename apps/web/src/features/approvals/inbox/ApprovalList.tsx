// The rows of one box: a table on wide screens, tappable cards on phones (hiring managers
// approve demands from /lite on their phones).
import { Button } from 'antd';
import { approvalKindLabels, approvalStatusLabels, type ApprovalRow } from '@bole/domain';
import { Empty } from '../../../components/plain/Empty';
import { Tag } from '../../../components/plain/Tag';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { useMinWidth } from '../../../lib/use-media';
import { formatDateTime } from '../../../lib/time';
import { STATUS_COLORS } from '../../../components/approval/status';

type Props = { rows: ApprovalRow[] | undefined; loading: boolean; empty: string; caption: string; actionText: string; onOpen: (id: number) => void };

/** Where the approval stands, in one line. */
export function progressText(row: ApprovalRow): string {
  if (row.status === 'pending') {
    if (!row.currentStep) return '-';
    const text = `${row.currentStep}：${row.currentApprovers.join('、') || '-'}`;
    return row.heldReason ? `${text}（${row.heldReason}）` : text;
  }
  if (row.status === 'rejected' && row.reason) return `驳回理由：${row.reason}`;
  return row.decidedAt ? `${formatDateTime(row.decidedAt)} ${approvalStatusLabels[row.status]}` : '-';
}

export function ApprovalList({ rows, loading, empty, caption, actionText, onOpen }: Props) {
  const wide = useMinWidth('md');
  if (!wide) {
    if (!loading && rows?.length === 0) return <Empty description={empty} />;
    return (
      <ul className="bole-approval-cards" aria-label={caption}>
        {(rows ?? []).map((r) => (
          <li key={r.id}>
            <button type="button" className="bole-approval-card" onClick={() => onOpen(r.id)} aria-label={`${actionText}「${r.title}」`}>
              <span className="bole-approval-card-head">
                <span className="bole-approval-title">{r.title}</span>
                <Tag color={STATUS_COLORS[r.status]}>{approvalStatusLabels[r.status]}</Tag>
              </span>
              <span className="bole-approval-muted">
                {approvalKindLabels[r.kind]} · {r.applicantName} · {formatDateTime(r.submittedAt)}
              </span>
              <span className="bole-approval-card-progress">{progressText(r)}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }
  const columns: Column<ApprovalRow>[] = [
    {
      key: 'title',
      title: '审批事项',
      render: (r) => (
        <div>
          <div className="bole-approval-title">{r.title}</div>
          <div className="bole-approval-muted">{approvalKindLabels[r.kind]}</div>
        </div>
      ),
    },
    { key: 'applicant', title: '发起人', width: 110, render: (r) => r.applicantName },
    { key: 'progress', title: '进度', ellipsis: true, render: progressText },
    { key: 'status', title: '状态', width: 96, render: (r) => <Tag color={STATUS_COLORS[r.status]}>{approvalStatusLabels[r.status]}</Tag> },
    { key: 'submitted', title: '提交时间', width: 150, render: (r) => formatDateTime(r.submittedAt) },
    {
      key: 'actions',
      title: '操作',
      width: 90,
      fixed: 'right',
      render: (r) => (
        <Button type="link" size="small" onClick={() => onOpen(r.id)} aria-label={`${actionText}「${r.title}」`}>
          {actionText}
        </Button>
      ),
    },
  ];
  return <SimpleTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} minWidth={760} empty={empty} />;
}
