// Test helpers of 流程管理 on the shared harness: an HR account with the process codes, a board
// and table as the server answers them, toasts collected, and a memory router for the address.
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Application, ApplicationCard, ApplicationRow, Board, JobRow } from '@bole/domain';
import { registerNotifier, resetNotifyForTests } from '../../lib/notify';
import { adminInfo, mockApi as mockWith, renderWithApp } from '../../test/app-harness';

export { failure, type ApiCall } from '../../test/app-harness';

/** 220001-220003, 220011, 220012 and the job view. */
export const RECRUIT_CODES = [220001, 220002, 220003, 220011, 220012, 230001];

export function mockApi(routes: Parameters<typeof mockWith>[0], codes: number[] = RECRUIT_CODES) {
  return mockWith(routes, adminInfo(codes));
}

export function renderAt(ui: ReactElement, path: string) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  renderWithApp(<RouterProvider router={router} />);
  return router;
}

/** Collects the toasts the page shows. */
export function collectToasts(): string[] {
  resetNotifyForTests();
  const toasts: string[] = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
  return toasts;
}

export function card(id: number, name: string, stageId: number, patch: Partial<ApplicationCard> = {}): ApplicationCard {
  return {
    id, resumeId: id + 1000, name, gender: 1, age: 30, workYears: 5, topDegree: 3, lastCompany: '杭州云栖网络科技有限公司', lastJobTitle: 'Java开发工程师', channel: null, tags: [],
    stageId, outcome: null, recruitmentState: null, source: 'manual', eliminateReason: null, stageEnteredAt: '2026-11-20T02:00:00.000Z', createdAt: '2026-11-18T02:00:00.000Z', version: 1,
    ...patch,
  };
}

const STAGES = [
  { id: 1, name: '初筛', type: 1 as const, actions: ['pushToDepartment' as const, 'notifyCandidate' as const] },
  { id: 3, name: '面试', type: 2 as const, actions: ['arrangeInterview' as const] },
  { id: 7, name: 'Offer', type: 4 as const, actions: ['addOffer' as const] },
];

/** Job 11's board: 初筛 张伟, 李娜 (and one more page), 面试 王芳, Offer empty. */
export function board(): Board {
  return {
    job: { id: 11, name: '高级Java开发工程师', processId: 1, scoringRuleId: null },
    view: 'inProcess',
    stages: [
      { ...STAGES[0]!, count: 3, cards: [card(101, '张伟', 1, { channel: 9999, tags: [{ id: 1, name: '急招', color: '#f5222d' }] }), card(102, '李娜', 1)], nextCursor: 'c1' },
      { ...STAGES[1]!, count: 1, cards: [card(103, '王芳', 3)], nextCursor: null },
      { ...STAGES[2]!, count: 0, cards: [], nextCursor: null },
    ],
    counts: { inProcess: 4, awaitingEntry: 0, hired: 0, left: 0, eliminated: 1, all: 5 },
  };
}

export function row(c: ApplicationCard): ApplicationRow {
  const stage = STAGES.find((s) => s.id === c.stageId)!;
  return { ...c, stage: { id: stage.id, name: stage.name, type: stage.type } };
}

/** The application a move answers. */
export function moved(c: ApplicationCard, stageId: number): Application {
  const stage = STAGES.find((s) => s.id === stageId)!;
  return {
    id: c.id, resumeId: c.resumeId, resumeName: c.name, jobId: 11, job: { id: 11, name: '高级Java开发工程师' }, stageId, stage: { id: stage.id, name: stage.name, type: stage.type },
    outcome: null, recruitmentState: null, recruitPhase: stage.type, eliminateReason: null, eliminateReasonId: null, eliminateReasonType: null, eliminatedAt: null,
    entryDate: null, leaveDate: null, source: 'manual', active: true, archivedAt: null, archiveReason: null, stageEnteredAt: '2026-11-24T02:00:00.000Z',
    version: c.version + 1, createdAt: c.createdAt, updatedAt: '2026-11-24T02:00:00.000Z',
  };
}

export function jobRow(): JobRow {
  return {
    id: 11, name: '高级Java开发工程师', status: 1, closedReason: null, nature: 1, recruitType: 2, orgId: 2, orgName: '技术部', categoryName: '技术',
    workPlace: '杭州市西湖区', workCityCode: '330100', headcount: 3, salaryType: 1, minSalary: 25000, maxSalary: 40000, userId: 1, ownerName: '周文静',
    userPersonAccountIds: [], retention: 90, openedAt: '2026-11-01T02:00:00.000Z', expiresAt: null, closedAt: null,
    createdAt: '2026-11-01T02:00:00.000Z', updatedAt: '2026-11-02T02:00:00.000Z', approval: null,
  };
}
