// Columns of the 招聘目标 table: the period, whom it is for, and per target what has been reached.
import { Button, Popconfirm, Progress } from 'antd';
import { GOAL_METRICS, GoalPeriodKind, GoalScope, goalMetricLabel, type GoalMetric, type ReportGoal } from '@bole/domain';
import { Tag, type TagColor } from '../../../components/plain/Tag';
import { SecondaryText } from '../../../components/text/Text';
import type { Column } from '../../../components/table/SimpleTable';

type Actions = { canManage: boolean; onEdit: (goal: ReportGoal) => void; onDelete: (goal: ReportGoal) => void; onPreloadEdit?: () => void };

const KIND_COLOR: Record<ReportGoal['kind'], TagColor> = { month: 'blue', quarter: 'purple', year: 'gold' };
const md = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

function TargetCell({ goal, metric }: { goal: ReportGoal; metric: GoalMetric }) {
  const p = goal.progress.find((x) => x.metric === metric);
  if (!p) return <SecondaryText>未设置</SecondaryText>;
  const done = p.percent >= 100;
  return (
    <div className="bole-goal-cell">
      <span>
        <strong className="bole-text-strong">{p.actual}</strong>
        <SecondaryText> / {p.target}</SecondaryText>
      </span>
      <Progress
        percent={Math.min(100, p.percent)}
        status={done ? 'success' : 'normal'}
        size="small"
        format={() => `${p.percent}%`}
        aria-label={`${goal.scopeName}${goal.periodLabel}${p.label}：已完成${p.actual}，目标${p.target}`}
      />
    </div>
  );
}

export function goalColumns({ canManage, onEdit, onDelete, onPreloadEdit }: Actions): Column<ReportGoal>[] {
  const columns: Column<ReportGoal>[] = [
    {
      key: 'period',
      title: '目标周期',
      width: 180,
      render: (g) => (
        <div className="bole-goal-cell">
          <span>
            <strong className="bole-text-strong">{g.periodLabel}</strong> <Tag color={KIND_COLOR[g.kind]}>{GoalPeriodKind[g.kind]}</Tag>
          </span>
          <SecondaryText>
            {md(g.from)} 至 {md(g.to)}
          </SecondaryText>
        </div>
      ),
    },
    {
      key: 'scope',
      title: '目标范围',
      width: 180,
      render: (g) => (
        <div className="bole-goal-cell">
          <span>{g.scopeName}</span>
          {g.scope !== 'company' && <SecondaryText>{GoalScope[g.scope]}</SecondaryText>}
        </div>
      ),
    },
    ...GOAL_METRICS.map((metric): Column<ReportGoal> => ({ key: metric, title: `${goalMetricLabel(metric)}（完成/目标）`, width: 200, render: (g) => <TargetCell goal={g} metric={metric} /> })),
  ];
  if (!canManage) return columns;
  columns.push({
    key: 'actions',
    title: '操作',
    width: 130,
    fixed: 'right',
    render: (g) => (
      <span className="bole-row-actions">
        <Button type="link" size="small" onClick={() => onEdit(g)} onPointerEnter={onPreloadEdit} onFocus={onPreloadEdit} aria-label={`编辑${g.periodLabel}${g.scopeName}的目标`}>
          编辑
        </Button>
        <Popconfirm
          title={`确定删除${g.periodLabel}「${g.scopeName}」的招聘目标？`}
          description="删除后看板不再显示该目标的进度。"
          okText="删除"
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(g)}
        >
          <Button type="link" size="small" danger aria-label={`删除${g.periodLabel}${g.scopeName}的目标`}>
            删除
          </Button>
        </Popconfirm>
      </span>
    ),
  });
  return columns;
}
