// The rows of 职位360's table: the funnel's stages in process order with the conversion from the
// stage before, joined to the stage times by stage id.
import type { FunnelStage, StageTimes } from '@bole/domain';

type StageTime = StageTimes['stages'][number];

export type FunnelRow = FunnelStage & {
  /** entered ÷ the previous stage's entered, in percent; null for the first stage or when the previous is 0. */
  conversion: number | null;
  times: Pick<StageTime, 'left' | 'avgDays' | 'stale'> | null;
};

export function funnelRows(stages: readonly FunnelStage[], times: readonly StageTime[] = []): FunnelRow[] {
  const byStage = new Map(times.map((t) => [t.stageId, t]));
  return stages.map((stage, i) => {
    const previous = i > 0 ? stages[i - 1]!.entered : 0;
    const time = byStage.get(stage.stageId);
    return {
      ...stage,
      conversion: previous > 0 ? (stage.entered / previous) * 100 : null,
      times: time ? { left: time.left, avgDays: time.avgDays, stale: time.stale } : null,
    };
  });
}

/** A percentage with at most one decimal (33.3%, 50%), '-' when there is none. */
export function percentText(value: number | null): string {
  if (value === null) return '-';
  return `${Number(value.toFixed(1))}%`;
}

/** Days with at most one decimal, '-' when no one left the stage. */
export function daysText(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : `${Number(value.toFixed(1))}天`;
}
