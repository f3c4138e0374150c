import {
  JobScope,
  jobScopeLabels,
  Perm,
  permissionName,
  RoleType,
  roleTypeLabels,
  SysType,
  type AccountJobScope,
  type AccountListQuery,
  type DepartmentGrants,
  type Page,
  type RoleGrants,
} from '@bole/domain';
import type { Db } from '../../platform/db/client';
import * as accountsRepo from './accounts.repository';
import { flattenTree, orgTree } from './org.presenter';
import { listOrgs } from './org.repository';
import { byDisplayOrder, permissionGroups } from './roles.presenter';
import { listRoles, type RoleRecord } from './roles.repository';

/** By role: what each role holds, grouped like the role editor. */
export async function grantsByRole(db: Db, companyId: number): Promise<RoleGrants[]> {
  const roles = (await listRoles(db, companyId)).sort(byDisplayOrder);
  return roles.map((r) => ({
    roleId: r.id,
    roleName: r.name,
    kind: r.kind,
    roleType: r.roleType,
    accountCount: r.accountCount,
    social: permissionGroups(SysType.Social, new Set(r.socialCodes)),
    campus: permissionGroups(SysType.Campus, new Set(r.campusCodes)),
  }));
}

/** By department: the tree in order, each department with its (not disabled) accounts and their roles. */
export async function grantsByDepartment(db: Db, companyId: number): Promise<DepartmentGrants[]> {
  const [orgRows, people] = await Promise.all([listOrgs(db, companyId), accountsRepo.accountsWithRoles(db, companyId)]);
  const present = (p: (typeof people)[number]) => ({ id: p.id, userName: p.userName, roleId: p.roleId, roleName: p.roleName, roleType: p.roleType, status: p.status });
  const views: DepartmentGrants[] = flattenTree(orgTree(orgRows)).map(({ node, depth }) => ({
    orgId: node.id,
    orgName: node.name,
    parentId: node.parentId,
    depth,
    accounts: people.filter((p) => p.orgId === node.id).map(present),
  }));
  const unassigned = people.filter((p) => p.orgId === null);
  if (unassigned.length > 0) views.push({ orgId: null, orgName: '未分配部门', parentId: null, depth: 0, accounts: unassigned.map(present) });
  return views;
}

/**
 * The job scope of a role, as the jobs area applies it (modules/jobs/scope.ts): 管理员- and
 * HR-type roles that may view jobs work on all of them; a hiring manager on the jobs he is
 * hiring manager of; everybody else on the jobs they are assigned to (as recruiting owner,
 * assistant, hiring manager or interviewer).
 */
function jobScopeOf(role: Pick<RoleRecord, 'roleType' | 'socialCodes' | 'campusCodes'>): { jobScope: JobScope; basis: string } {
  const viewsJobs = role.socialCodes.includes(Perm.JobView) || role.campusCodes.includes(Perm.JobView);
  const jobView = `「${permissionName(Perm.JobView)}」`;
  if (role.roleType === RoleType.Admin || role.roleType === RoleType.Hr) {
    if (viewsJobs) return { jobScope: JobScope.All, basis: `${roleTypeLabels[role.roleType]}类角色，拥有${jobView}权限` };
    return { jobScope: JobScope.Assigned, basis: `角色没有${jobView}权限，只能处理自己负责、协助或参与面试的职位` };
  }
  if (role.roleType === RoleType.HiringManager) return { jobScope: JobScope.Assigned, basis: '用人经理只能看到自己作为用人经理的职位' };
  return { jobScope: JobScope.Assigned, basis: '只能看到自己负责、协助、作为用人经理或参与面试的职位' };
}

/** By job: per account (filtered and paged like the account list) which jobs it works on. */
export async function jobScopes(db: Db, companyId: number, q: AccountListQuery): Promise<Page<AccountJobScope>> {
  const [{ rows, total }, roles] = await Promise.all([accountsRepo.listAccounts(db, companyId, q), listRoles(db, companyId)]);
  const roleOf = new Map(roles.map((r) => [r.id, r]));
  const list = rows.flatMap((a) => {
    const role = roleOf.get(a.roleId);
    if (!role) return [];
    const { jobScope, basis } = jobScopeOf(role);
    return [{ accountId: a.id, userName: a.userName, orgName: a.orgName, roleId: a.roleId, roleName: a.roleName, roleType: a.roleType, status: a.status, jobScope, jobScopeLabel: jobScopeLabels[jobScope], basis }];
  });
  return { list, total, page: q.page, pageSize: q.pageSize };
}
