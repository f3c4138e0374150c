// Rows to responses: spec field names, salaries in 元, …Flag as 0/1, and the status that holds
// now (an open job past its end answers closed, as of its end, before the sweep writes it).
import { fenToYuan, JobClosedReason, JobStatus, type ApprovalState, type JobDetail, type JobRow } from '@bole/domain';
import { FLAG_COLUMNS, PLAIN_COLUMNS, type JobRecord } from './columns';
import type { ListedJob } from './repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const yuan = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

/** Status, reason and closing time as they hold at `now`. */
export function lifecycleAt(r: Pick<JobRecord, 'status' | 'expiresAt' | 'closedAt' | 'closedReason'>, now = new Date()) {
  if (r.status === JobStatus.Open && r.expiresAt && r.expiresAt <= now) return { status: JobStatus.Closed, closedReason: JobClosedReason.Expired, closedAt: r.expiresAt };
  return { status: r.status, closedReason: r.status === JobStatus.Closed ? (r.closedReason ?? JobClosedReason.Manual) : null, closedAt: r.status === JobStatus.Closed ? r.closedAt : null };
}

export function presentRow(r: ListedJob, now = new Date(), approval: ApprovalState | undefined = undefined): JobRow {
  const life = lifecycleAt(r, now);
  return {
    id: r.id,
    name: r.name,
    status: life.status,
    closedReason: life.closedReason,
    nature: r.nature,
    recruitType: r.recruitType,
    orgId: r.orgId,
    orgName: r.orgName,
    categoryName: r.categoryName,
    workPlace: r.workPlace,
    workCityCode: r.workCityCode,
    headcount: r.headcount,
    salaryType: r.salaryType,
    minSalary: yuan(r.minSalaryFen),
    maxSalary: yuan(r.maxSalaryFen),
    userId: r.ownerId,
    ownerName: r.ownerName,
    userPersonAccountIds: r.hiringManagerIds,
    retention: r.retention,
    openedAt: r.openedAt.toISOString(),
    expiresAt: iso(r.expiresAt),
    closedAt: iso(life.closedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    approval: approval ?? null,
  };
}

/** Names of what a job refers to; a department or node deleted since shows as null. */
export type DetailNames = {
  orgs: ReadonlyMap<number, string>;
  types: ReadonlyMap<number, { name: string }>;
  levels: ReadonlyMap<number, { name: string }>;
  tags: ReadonlyMap<number, { name: string; color: string | null }>;
  people: ReadonlyMap<number, { userName: string }>;
};

export function presentDetail(r: JobRecord, names: DetailNames, now = new Date(), approval: ApprovalState | undefined = undefined): JobDetail {
  const name = <T extends { name: string }>(map: ReadonlyMap<number, T>, id: number | null) => (id === null ? null : (map.get(id)?.name ?? null));
  const plain = Object.fromEntries(Object.entries(PLAIN_COLUMNS).map(([field, column]) => [field, r[column]])) as { [F in keyof typeof PLAIN_COLUMNS]: JobRecord[(typeof PLAIN_COLUMNS)[F]] };
  const flags = Object.fromEntries(Object.entries(FLAG_COLUMNS).map(([field, column]) => [field, r[column] ? 1 : 0])) as Record<keyof typeof FLAG_COLUMNS, number>;
  const peopleIds = [...new Set([...(r.ownerId === null ? [] : [r.ownerId]), ...r.assistantIds, ...r.hiringManagerIds, ...r.interviewerIds])];
  return {
    ...plain,
    ...flags,
    // After the stored values: the row answers the status that holds now.
    ...presentRow({ ...r, orgName: names.orgs.get(r.orgId) ?? null, categoryName: name(names.types, r.categoryId), ownerName: r.ownerId === null ? null : (names.people.get(r.ownerId)?.userName ?? null) }, now, approval),
    jobClassifyName: name(names.types, r.classifyId),
    companyOrgName: r.companyOrgId === null ? null : (names.orgs.get(r.companyOrgId) ?? null),
    jobRanks: r.rankIds.flatMap((id) => (names.levels.has(id) ? [{ id, name: names.levels.get(id)!.name }] : [])),
    tags: r.tagIds.flatMap((id) => (names.tags.has(id) ? [{ id, ...names.tags.get(id)! }] : [])),
    people: peopleIds.flatMap((id) => (names.people.has(id) ? [{ id, userName: names.people.get(id)!.userName }] : [])),
    customFields: r.customFields,
    createdBy: r.createdBy,
  };
}
