// 目标进度 on 招聘概览: the 招聘目标 whose period holds the board's period, each with its bars;
// nothing when there are none. Each goal counts over its own period, whatever the board's filters.
import { GoalScope, Perm, type ReportFilter } from '@bole/domain';
import { Link } from 'react-router';
import { usePermission } from '../../../api/permission';
import { useGoalProgress } from '../api/get-goal-progress';
import { GoalBars } from '../goals/GoalBars';

export function GoalCard({ filter }: { filter: Pick<ReportFilter, 'from' | 'to'> }) {
  const canManage = usePermission(Perm.RecruitGoals);
  const { data } = useGoalProgress({ from: filter.from, to: filter.to });
  if (!data || data.goals.length === 0) return null;
  return (
    <section className="bole-goal-card" aria-label="目标进度">
      <div className="bole-goal-card-head">
        <h3 className="bole-report-subtitle">目标进度</h3>
        {canManage && (
          <Link to="/user/seting/goal" className="bole-report-link">
            设置招聘目标
          </Link>
        )}
      </div>
      <ul className="bole-goal-card-list">
        {data.goals.map((goal) => (
          <li key={goal.id} className="bole-goal-card-item">
            <p className="bole-goal-card-title">
              {goal.scope === 'company' ? GoalScope.company : `${GoalScope[goal.scope]}：${goal.scopeName}`}
              <span>{goal.periodLabel}</span>
            </p>
            <GoalBars goal={goal} />
          </li>
        ))}
      </ul>
      {data.total > data.goals.length && (
        <p className="bole-report-muted">
          共 {data.total} 个目标，这里显示前 {data.goals.length} 个
        </p>
      )}
    </section>
  );
}
