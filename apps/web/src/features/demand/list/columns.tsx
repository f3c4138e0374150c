// The columns of HR's demand list: what is asked and by whom, how far jobs cover it, where it stands.
import { Button } from 'antd';
import { codeLabel, demandPriorityLabels, demandReasonLabels, demandStatusLabels, type DemandRow } from '@bole/domain';
import { Tag } from '../../../components/plain/Tag';
import type { Column } from '../../../components/table/SimpleTable';
import { ProgressBar } from '../detail/ProgressBar';
import { arrivalText, demandSalaryText, PRIORITY_COLORS, STATUS_COLORS } from '../shared/format';

type Actions = { onView: (d: DemandRow) => void; onOpenJob?: (d: DemandRow) => void };

export function demandColumns({ onView, onOpenJob }: Actions): Column<DemandRow>[] {
  return [
    {
      key: 'name',
      title: '招聘职位',
      width: 210,
      fixed: 'left',
      render: (d) => (
        <div>
          <button type="button" className="bole-demand-name" onClick={() => onView(d)}>
            {d.name}
          </button>
          <span className="bole-demand-sub">
            {d.orgName ?? '已删除的部门'} · {demandSalaryText(d)}
          </span>
        </div>
      ),
    },
    { key: 'progress', title: '人数与进度', width: 190, render: (d) => <ProgressBar progress={d.progress} /> },
    { key: 'reason', title: '需求原因', width: 90, render: (d) => codeLabel(demandReasonLabels, d.reason) },
    { key: 'arrival', title: '期望到岗', width: 120, render: (d) => arrivalText(d.arrivalDate) },
    { key: 'priority', title: '紧急程度', width: 90, render: (d) => <Tag color={PRIORITY_COLORS[d.priority]}>{codeLabel(demandPriorityLabels, d.priority)}</Tag> },
    {
      key: 'status',
      title: '状态',
      width: 130,
      render: (d) => (
        <div>
          <Tag color={STATUS_COLORS[d.status]}>{demandStatusLabels[d.status]}</Tag>
          {d.currentStep && <span className="bole-demand-sub">{d.currentStep}</span>}
          {d.rejectReason && (
            <span className="bole-demand-sub" title={d.rejectReason}>
              {d.rejectReason}
            </span>
          )}
        </div>
      ),
    },
    { key: 'creator', title: '提交人', width: 90, render: (d) => d.creatorName },
    { key: 'owner', title: '负责HR', width: 90, render: (d) => d.ownerName ?? <span className="bole-demand-muted">未指定</span> },
    {
      key: 'actions',
      title: '操作',
      width: 140,
      fixed: 'right',
      render: (d) => (
        <span className="bole-row-actions">
          <Button type="link" size="small" onClick={() => onView(d)}>
            查看
          </Button>
          {onOpenJob && d.status === 'approved' && (
            <Button type="link" size="small" onClick={() => onOpenJob(d)}>
              开设职位
            </Button>
          )}
        </span>
      ),
    },
  ];
}
