// The job list's filters live in the address (/job/list?status=1&orgId=3&page=2): shareable and
// kept on back navigation, under the names GET /api/jobs reads. An unreadable value is left out.
import { isCode, jobListFilterLabels, jobNatureLabels, jobStatusLabels, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type JobListFilter, type JobNature, type JobStatus } from '@bole/domain';
import type { Params } from '../../../api/params';

export type JobQuery = { keyword?: string; status?: JobStatus; orgId?: number; userId?: number; nature?: JobNature; city?: string; flag?: JobListFilter; page: number; pageSize: number };

const positive = (raw: string | null) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

export function readJobQuery(search: URLSearchParams): JobQuery {
  const status = Number(search.get('status'));
  const nature = Number(search.get('nature'));
  const keyword = search.get('keyword')?.trim();
  const city = search.get('city');
  const flag = search.get('flag') ?? '';
  const pageSize = positive(search.get('pageSize'));
  return {
    keyword: keyword && keyword.length <= 50 ? keyword : undefined,
    status: isCode(jobStatusLabels, status) ? status : undefined,
    orgId: positive(search.get('orgId')),
    userId: positive(search.get('userId')),
    nature: isCode(jobNatureLabels, nature) ? nature : undefined,
    city: city && /^\d{6}$/.test(city) ? city : undefined,
    flag: flag in jobListFilterLabels ? (flag as JobListFilter) : undefined,
    page: positive(search.get('page')) ?? 1,
    pageSize: pageSize && pageSize <= PAGE_SIZE_MAX ? pageSize : PAGE_SIZE_DEFAULT,
  };
}

/** The query as the API's params (and the address): defaults left out. */
export function jobQueryParams(q: JobQuery): Params {
  return { ...q, page: q.page === 1 ? undefined : q.page, pageSize: q.pageSize === PAGE_SIZE_DEFAULT ? undefined : q.pageSize };
}

/** Whether any filter other than the status tab is set. */
export const isFiltered = (q: JobQuery) => Boolean(q.keyword || q.orgId || q.userId || q.nature || q.city || q.flag);
