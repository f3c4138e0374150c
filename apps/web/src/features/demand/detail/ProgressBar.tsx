// How far a demand's headcount is covered by the jobs opened against it: a thin bar and the words.
import type { DemandProgress } from '@bole/domain';
import { coverage, progressText } from '../shared/format';

export function ProgressBar({ progress }: { progress: DemandProgress }) {
  const share = coverage(progress);
  return (
    <div className="bole-demand-bar" title={progressText(progress)}>
      <div className="bole-demand-bar-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={share} aria-label="职位覆盖需求人数">
        <div className={share >= 100 ? 'bole-demand-bar-fill is-full' : 'bole-demand-bar-fill'} style={{ width: `${share}%` }} />
      </div>
      <span className="bole-demand-muted">{progressText(progress)}</span>
    </div>
  );
}
