// How far a demand's headcount is filled: a thin bar of the hires and the words (hires, jobs opened).
import type { DemandProgress } from '@bole/domain';
import { filledShare, progressText } from '../shared/format';

export function ProgressBar({ progress }: { progress: DemandProgress }) {
  const share = filledShare(progress);
  return (
    <div className="bole-demand-bar" title={progressText(progress)}>
      <div className="bole-demand-bar-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={share} aria-label="已入职人数占需求人数">
        <div className={share >= 100 ? 'bole-demand-bar-fill is-full' : 'bole-demand-bar-fill'} style={{ width: `${share}%` }} />
      </div>
      <span className="bole-demand-muted">{progressText(progress)}</span>
    </div>
  );
}
