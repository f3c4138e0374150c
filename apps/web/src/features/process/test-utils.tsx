// Test helpers of the process settings pages on the shared harness: the library and processes as
// the server answers them, an administrator holding the settings codes, and toasts collected.
import type { RecruitProcess, RecruitStage, StageType } from '@bole/domain';
import { stageTypeActions } from '@bole/domain';
import { adminInfo, mockApi as mockWith } from '../../test/app-harness';
import { registerNotifier, resetNotifyForTests } from '../../lib/notify';

export { failure, renderWithApp, type ApiCall } from '../../test/app-harness';

/** 360001 招聘流程, 360002 招聘阶段, 330010 通用招聘设置. */
export const PROCESS_CODES = [360001, 360002, 330010];

export function mockApi(routes: Parameters<typeof mockWith>[0], codes: number[] = PROCESS_CODES) {
  return mockWith(routes, adminInfo(codes));
}

/** Collects the toasts the pages show. */
export function collectToasts(): string[] {
  resetNotifyForTests();
  const toasts: string[] = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
  return toasts;
}

export function stage(id: number, name: string, type: StageType, patch: Partial<RecruitStage> = {}): RecruitStage {
  return { id, name, type, actions: [...stageTypeActions[type]], enabled: true, locked: false, sort: id, processCount: 1, candidateCount: 0, ...patch };
}

/** The default library: 初筛 and 面试 are the required ones. */
export function library(): RecruitStage[] {
  return [
    stage(1, '初筛', 1, { locked: true }),
    stage(2, '用人部门筛选', 1, { candidateCount: 3 }),
    stage(3, '面试', 2, { locked: true }),
    stage(4, '复试', 2, { processCount: 0 }),
    stage(5, 'Offer', 4),
    stage(6, '体检', 5, { processCount: 0 }),
  ];
}

export function processOf(id: number, name: string, isDefault: boolean, stages: RecruitStage[], jobCount = 0): RecruitProcess {
  return { id, name, isDefault, jobCount, updatedAt: '2026-11-20T02:00:00.000Z', stages: stages.map(({ id: sid, name: n, type, actions, enabled }) => ({ id: sid, name: n, type, actions, enabled })) };
}
