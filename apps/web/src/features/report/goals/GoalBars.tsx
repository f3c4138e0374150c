// A goal's targets as plain progress bars (no antd, so the boards stay light): the number
// reached against the target and the percent, the bar full at 100% and green once reached.
import type { ReportGoal } from '@bole/domain';
import './goal-bars.css';

export function GoalBars({ goal }: { goal: ReportGoal }) {
  return (
    <ul className="bole-goal-bars">
      {goal.progress.map((p) => (
        <li key={p.metric} className="bole-goal-bar">
          <span className="bole-goal-bar-label">{p.label}</span>
          <span
            className="bole-goal-bar-track"
            role="progressbar"
            aria-label={`${goal.scopeName}${goal.periodLabel}${p.label}目标`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, p.percent)}
            aria-valuetext={`已完成${p.actual}，目标${p.target}，完成${p.percent}%`}
          >
            <span className={p.percent >= 100 ? 'bole-goal-bar-fill is-done' : 'bole-goal-bar-fill'} style={{ width: `${Math.min(100, p.percent)}%` }} />
          </span>
          <span className="bole-goal-bar-count">
            {p.actual}/{p.target}
          </span>
          <span className="bole-goal-bar-percent">{p.percent}%</span>
        </li>
      ))}
    </ul>
  );
}
