// Role types and the system roles every company starts with (spec section 6).

/** roleType: what kind of user a role makes; drives the main or lite area. */
export const RoleType = { Admin: 1, Hr: 2, HiringManager: 3, Referrer: 4, FrontDesk: 5 } as const;
export type RoleType = (typeof RoleType)[keyof typeof RoleType];
export const roleTypeLabels: Record<RoleType, string> = { 1: '管理员', 2: 'HR', 3: '用人经理', 4: '内推人', 5: '前台' };

/** Role types that work in the lite area (/lite): hiring manager and front desk. */
export const LITE_ROLE_TYPES: readonly RoleType[] = [RoleType.HiringManager, RoleType.FrontDesk];

/** True for 用人经理 (3) and 前台 (5), who are sent to /lite. */
export function isLiteRoleType(roleType: number | null | undefined): boolean {
  return roleType === RoleType.HiringManager || roleType === RoleType.FrontDesk;
}

/** Codes of the system (management) roles; stored as the role's `systemCode`. */
export const SystemRoleCode = { SuperAdmin: 1, Hr: 2, HiringManager: 3, Referrer: 4, FrontDesk: 5, Admin: 8, TraineeHr: 10 } as const;
export type SystemRoleCode = (typeof SystemRoleCode)[keyof typeof SystemRoleCode];

export type SystemRole = { code: SystemRoleCode; name: string; roleType: RoleType; description: string };

/** The system roles, in the order the role list shows them. */
export const SYSTEM_ROLES: readonly SystemRole[] = [
  { code: 1, name: '超级管理员', roleType: 1, description: '拥有系统全部权限，负责企业账号、资产与第三方对接，每个企业仅一位' },
  { code: 8, name: '管理员', roleType: 1, description: '管理公司设置与招聘设置，拥有除资产与套餐、第三方对接外的全部权限' },
  { code: 2, name: 'HR', roleType: 2, description: '负责日常招聘工作：简历、职位、流程、面试、Offer与报表，不含公司设置' },
  { code: 10, name: '见习HR', roleType: 2, description: '协助招聘工作，可查看简历、职位和流程，不能删除、导出或移交' },
  { code: 3, name: '用人经理', roleType: 3, description: '查看推荐给自己的候选人，反馈筛选结果、填写面试评价、提交招聘需求' },
  { code: 5, name: '前台', roleType: 5, description: '查看当天面试安排，为到场候选人办理面试签到' },
  { code: 4, name: '内推人', roleType: 4, description: '向公司推荐候选人并查看内推进度' },
];

/** The system role with this code, if any. */
export function systemRoleOf(code: number | null | undefined): SystemRole | undefined {
  return SYSTEM_ROLES.find((r) => r.code === code);
}
