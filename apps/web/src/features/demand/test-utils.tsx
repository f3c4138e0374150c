// Test helpers of the demand pages on the shared harness: demand rows and details as the API
// answers them, and a memory router for the pages that keep their filters in the address.
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DemandDetail, DemandRow } from '@bole/domain';
import { renderWithApp } from '../../test/app-harness';

export { adminInfo, mockApi, type ApiCall } from '../../test/app-harness';

/** 230001-230002 and 230006-230008: HR who handles demands and opens jobs. */
export const HR_CODES = [230001, 230002, 230006, 230007, 230008];

export function renderAt(ui: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  renderWithApp(<RouterProvider router={router} />);
  return router;
}

export function demandRow(patch: Partial<DemandRow> = {}): DemandRow {
  return {
    id: 21, name: '高级前端开发工程师', orgId: 3, orgName: '研发中心', categoryId: null, categoryName: null, nature: 1, headcount: 3, reason: 1, priority: 2,
    arrivalDate: '2026-12-31', minSalary: 20000, maxSalary: 30000, status: 'approved', ownerId: null, ownerName: null, createdBy: 7, creatorName: '王建国',
    currentStep: null, rejectReason: null, progress: { headcount: 3, jobCount: 1, jobHeadcount: 2, hired: 1 }, createdAt: '2026-11-20T02:00:00.000Z', updatedAt: '2026-11-21T02:00:00.000Z',
    ...patch,
  };
}

export function demandDetail(patch: Partial<DemandDetail> = {}): DemandDetail {
  return {
    ...demandRow(),
    reasonNote: '新业务线扩编', workPlace: '上海市浦东新区', describe: '负责中后台前端', requirement: '5年以上React经验', customFields: {}, closedAt: null, closeReason: null, closedByName: null,
    jobs: [{ id: 31, name: '高级前端开发工程师', status: 1, headcount: 2, ownerName: '周文静', hired: 1 }],
    approval: null,
    can: { edit: false, submit: false, withdraw: false, close: true, openJob: true },
    ...patch,
  };
}
