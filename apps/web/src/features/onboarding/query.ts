// The 入职管理 state kept in the address (/recruit/job?section=onboarding&tab=probation&...), so a
// reload, a reminder's link or a shared link shows the same tab and filters.
import { OnboardingTab } from '@bole/domain';
import type { Params } from '../../api/params';

export const ONBOARDING_SECTION = 'onboarding';

export type OnboardingQuery = {
  tab: OnboardingTab;
  keyword: string;
  jobId: number | null;
  orgId: number | null;
  entryFrom: string | null;
  entryTo: string | null;
  probationFrom: string | null;
  probationTo: string | null;
  page: number;
  pageSize: number;
};

const TABS = Object.values(OnboardingTab) as string[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const day = (v: string | null) => (v && DAY.test(v) ? v : null);

export function readOnboardingQuery(search: URLSearchParams): OnboardingQuery {
  const tab = search.get('tab') ?? '';
  const pageSize = positive(search.get('pageSize'));
  return {
    tab: (TABS.includes(tab) ? tab : OnboardingTab.Awaiting) as OnboardingTab,
    keyword: search.get('keyword')?.trim() ?? '',
    jobId: positive(search.get('jobId')),
    orgId: positive(search.get('orgId')),
    entryFrom: day(search.get('entryFrom')),
    entryTo: day(search.get('entryTo')),
    probationFrom: day(search.get('probationFrom')),
    probationTo: day(search.get('probationTo')),
    page: positive(search.get('page')) ?? 1,
    pageSize: pageSize !== null && [20, 50, 100].includes(pageSize) ? pageSize : 20,
  };
}

/** The filters as the server reads them (the list without page, the export). */
export function filterParams(q: OnboardingQuery): Params {
  return {
    tab: q.tab,
    keyword: q.keyword || undefined,
    jobId: q.jobId,
    orgId: q.orgId,
    entryFrom: q.entryFrom,
    entryTo: q.entryTo,
    probationFrom: q.probationFrom,
    probationTo: q.probationTo,
  };
}

/** The address of a state: the section, then what differs from the defaults. */
export function onboardingAddress(q: OnboardingQuery): Params {
  return {
    section: ONBOARDING_SECTION,
    ...filterParams(q),
    tab: q.tab === OnboardingTab.Awaiting ? undefined : q.tab,
    page: q.page === 1 ? undefined : q.page,
    pageSize: q.pageSize === 20 ? undefined : q.pageSize,
  };
}
