// The demand list's filters live in the address (/job/demand?status=pending&orgId=3&page=2):
// shareable and kept on back navigation, under the names GET /api/demands reads.
import { demandPriorityLabels, demandStatusLabels, isCode, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type DemandPriority, type DemandStatus } from '@bole/domain';
import type { Params } from '../../../api/params';

export type DemandQuery = { keyword?: string; status?: DemandStatus; orgId?: number; priority?: DemandPriority; page: number; pageSize: number };

const positive = (raw: string | null) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

export function readDemandQuery(search: URLSearchParams): DemandQuery {
  const status = search.get('status');
  const priority = Number(search.get('priority'));
  const keyword = search.get('keyword')?.trim();
  const pageSize = positive(search.get('pageSize'));
  return {
    keyword: keyword && keyword.length <= 50 ? keyword : undefined,
    status: isCode(demandStatusLabels, status) ? status : undefined,
    orgId: positive(search.get('orgId')),
    priority: isCode(demandPriorityLabels, priority) ? priority : undefined,
    page: positive(search.get('page')) ?? 1,
    pageSize: pageSize && pageSize <= PAGE_SIZE_MAX ? pageSize : PAGE_SIZE_DEFAULT,
  };
}

/** The query as the API's params (and the address): defaults left out. */
export function demandQueryParams(q: DemandQuery): Params {
  return { ...q, page: q.page === 1 ? undefined : q.page, pageSize: q.pageSize === PAGE_SIZE_DEFAULT ? undefined : q.pageSize };
}

export const isFiltered = (q: DemandQuery) => Boolean(q.keyword || q.orgId || q.priority);
