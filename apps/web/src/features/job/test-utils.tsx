// Test helpers of the job pages on the shared harness: an HR account holding the job codes, and
// a memory router for the pages that keep their filters in the address.
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { JobDetail, JobRow } from '@bole/domain';
import { adminInfo, type ApiCall, mockApi as mockWith, renderWithApp } from '../../test/app-harness';

export { failure, type ApiCall } from '../../test/app-harness';

/** 230001-230005 and the job settings codes. */
export const JOB_CODES = [230001, 230002, 230003, 230004, 230005, 330002, 330003, 380001];

export function mockApi(routes: Parameters<typeof mockWith>[0], codes: number[] = JOB_CODES): ApiCall[] {
  return mockWith(routes, adminInfo(codes));
}

export function renderAt(ui: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  renderWithApp(<RouterProvider router={router} />);
  return router;
}

export function jobRow(patch: Partial<JobRow> = {}): JobRow {
  return {
    id: 11, name: '高级Java开发工程师', status: 1, closedReason: null, nature: 1, recruitType: 2, orgId: 2, orgName: '技术部', categoryName: '技术',
    workPlace: '杭州市西湖区', workCityCode: '330100', headcount: 3, salaryType: 1, minSalary: 25000, maxSalary: 40000, userId: 1, ownerName: '周文静',
    userPersonAccountIds: [], retention: 90, openedAt: '2026-11-01T02:00:00.000Z', expiresAt: '2027-01-30T02:00:00.000Z', closedAt: null,
    createdAt: '2026-11-01T02:00:00.000Z', updatedAt: '2026-11-02T02:00:00.000Z', approval: null,
    ...patch,
  };
}

export function jobDetail(patch: Partial<JobDetail> = {}): JobDetail {
  return {
    ...jobRow(),
    categoryId: 5, jobClassifyId: null, jobClassifyName: null, companyOrgId: null, companyOrgName: null, director: '研发总监', underlingNumber: null,
    jobRankIds: [], jobRanks: [], tagIds: [], tags: [], benefits: ['1'], describe: '负责交易系统开发', demand: null, workYear: 5, eduRequire: 3,
    eduNotUpgradeFlag: 0, eduUnifiedFlag: 1, edu985211Flag: 0, minAge: null, maxAge: null, gender: -1, languageRequire: null, famousEnterpriseFlag: 0,
    businessTravel: 0, jurisdictionAccountIds: [], interviewAccountIds: [], people: [{ id: 1, userName: '周文静' }], qwContactId: null,
    priorityRecruitmentFlag: 0, backgroundAuditFlag: 0, registSmsFlag: 0, feedbackFlag: 0, lookContent: null, recruitProcessId: 31, resLibraryId: null,
    schoolInterviewSiteIds: [], demandIds: [41], interviewEmailTemplateId: null, resumeScoringRulesId: null, resumeFilterRulesIds: [], supplierIds: [],
    internalRecomWebsiteIds: [], basicInternalRecomRewardRuleId: null, specialInternalRecomRewardRuleId: null, interviewQuestionnaireTemplateId: null,
    noticeFileId: null, approveFlowId: null, customFields: {}, createdBy: 1,
    ...patch,
  };
}
