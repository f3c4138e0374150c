// The state of 流程管理 kept in the address, so a reload or a shared link shows the same job,
// view and filters: ?jobId=&mode=table&view=eliminated&keyword=&stageId=&source=&flags=a,b&page=
import { ApplicationSource, ApplicationView, JobListFilter } from '@bole/domain';
import type { Params } from '../../../api/params';

export type Mode = 'board' | 'table';

export type ProcessQuery = {
  jobId: number | null;
  mode: Mode;
  view: ApplicationView;
  keyword: string;
  stageId: number | null;
  source: ApplicationSource | null;
  flags: JobListFilter[];
  page: number;
  pageSize: number;
};

const VIEWS = Object.values(ApplicationView) as string[];
const SOURCES = Object.values(ApplicationSource) as string[];
const FLAGS = Object.values(JobListFilter) as string[];
const PAGE_SIZES = [20, 50, 100];

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function readProcessQuery(search: URLSearchParams): ProcessQuery {
  const view = search.get('view') ?? '';
  const source = search.get('source') ?? '';
  const pageSize = positive(search.get('pageSize'));
  return {
    jobId: positive(search.get('jobId')),
    mode: search.get('mode') === 'table' ? 'table' : 'board',
    view: (VIEWS.includes(view) ? view : ApplicationView.InProcess) as ApplicationView,
    keyword: search.get('keyword')?.trim() ?? '',
    stageId: positive(search.get('stageId')),
    source: SOURCES.includes(source) ? (source as ApplicationSource) : null,
    flags: (search.get('flags') ?? '').split(',').filter((f): f is JobListFilter => FLAGS.includes(f)),
    page: positive(search.get('page')) ?? 1,
    pageSize: pageSize !== null && PAGE_SIZES.includes(pageSize) ? pageSize : 20,
  };
}

/** The address of a state; defaults are left out. */
export function processQueryParams(q: ProcessQuery): Params {
  return {
    jobId: q.jobId,
    mode: q.mode === 'board' ? undefined : q.mode,
    view: q.view === ApplicationView.InProcess ? undefined : q.view,
    keyword: q.keyword || undefined,
    stageId: q.stageId,
    source: q.source,
    flags: q.flags.length > 0 ? q.flags.join(',') : undefined,
    page: q.page === 1 ? undefined : q.page,
    pageSize: q.pageSize === 20 ? undefined : q.pageSize,
  };
}

/** The table's request to GET /api/jobs/{id}/applications. */
export function tableParams(q: ProcessQuery): Params {
  return {
    view: q.view,
    keyword: q.keyword || undefined,
    stageId: q.stageId,
    source: q.source,
    flags: q.flags.length > 0 ? q.flags.join(',') : undefined,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A new state from a filter change: back to page 1. */
export const withFilter = (q: ProcessQuery, patch: Partial<ProcessQuery>): ProcessQuery => ({ ...q, ...patch, page: 1 });
