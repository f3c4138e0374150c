// Rows to responses: names beside ids, dates as ISO strings, and each demand's progress from the
// jobs opened against it.
import type { ApprovalState, DemandJob, DemandProgress, DemandRow } from '@bole/domain';
import type { DemandLinkedJob } from '../jobs/demand-links';
import type { ListedDemand } from './repository';

/** Candidates hired per job. */
export type Hires = ReadonlyMap<number, number>;

/** Progress of each demand from the jobs linked to it and their hires. */
export function progressOf(demand: Pick<ListedDemand, 'id' | 'headcount'>, jobs: readonly DemandLinkedJob[], hires: Hires): DemandProgress {
  const linked = jobs.filter((j) => j.demandIds.includes(demand.id));
  return {
    headcount: demand.headcount,
    jobCount: linked.length,
    jobHeadcount: linked.reduce((sum, j) => sum + (j.headcount ?? 0), 0),
    hired: linked.reduce((sum, j) => sum + (hires.get(j.id) ?? 0), 0),
  };
}

export const presentJob = (j: DemandLinkedJob, hires: Hires): DemandJob => ({ id: j.id, name: j.name, status: j.status, headcount: j.headcount, ownerName: j.ownerName, hired: hires.get(j.id) ?? 0 });

export function presentRow(r: ListedDemand, names: { category: string | null }, approval: ApprovalState | undefined, progress: DemandProgress): DemandRow {
  return {
    id: r.id,
    name: r.name,
    orgId: r.orgId,
    orgName: r.orgName,
    categoryId: r.categoryId,
    categoryName: names.category,
    nature: r.nature,
    headcount: r.headcount,
    reason: r.reason,
    priority: r.priority,
    arrivalDate: r.arrivalDate,
    minSalary: r.minSalary,
    maxSalary: r.maxSalary,
    status: r.status,
    ownerId: r.ownerId,
    ownerName: r.ownerName,
    createdBy: r.createdBy,
    creatorName: r.creatorName,
    currentStep: r.status === 'pending' ? (approval?.currentStep ?? null) : null,
    rejectReason: r.status === 'rejected' ? (approval?.reason ?? null) : null,
    progress,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
