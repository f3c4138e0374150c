// The company as the resolver needs it at one moment: departments with their heads, the members
// of each role, the active accounts and the applicant's department; and who handles an approval
// whose approvers are all disabled.
import type { ApprovalKind, ApprovalOrgData } from '@bole/domain';
import { arrayContains, asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { concurrently } from '../../platform/db/concurrent';
import { inCompany } from '../../platform/db/tenancy';
import { accounts, orgs, roles } from '../company/tables';
import { FLOW_PERMISSION } from './access';

export async function loadOrgData(db: DbOrTx, companyId: number, applicantId: number): Promise<ApprovalOrgData> {
  const [departments, members] = await concurrently(db, [
    () => db.select({ id: orgs.id, parentId: orgs.parentId, leaderId: orgs.leaderId }).from(orgs).where(inCompany(orgs, companyId)),
    () => db.select({ id: accounts.id, roleId: accounts.roleId, orgId: accounts.orgId, status: accounts.status }).from(accounts).where(inCompany(accounts, companyId)),
  ] as const);
  const roleMembers: Record<number, number[]> = {};
  const activeAccountIds: number[] = [];
  for (const m of members) {
    // Disabled members stay in their role: a role whose members are all disabled holds its step.
    (roleMembers[m.roleId] ??= []).push(m.id);
    if (m.status === 1) activeAccountIds.push(m.id);
  }
  const applicant = members.find((m) => m.id === applicantId);
  return { applicantId, applicantOrgId: applicant?.orgId ?? null, departments, roleMembers, activeAccountIds };
}

/** Active accounts among the given ids, and whether every id is an account of the company. */
export async function accountsAmong(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<{ allFound: boolean; inactive: number[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { allFound: true, inactive: [] };
  const rows = await db.select({ id: accounts.id, status: accounts.status }).from(accounts).where(inCompany(accounts, companyId, inArray(accounts.id, unique)));
  return { allFound: rows.length === unique.length, inactive: rows.filter((r) => r.status !== 1).map((r) => r.id) };
}

/**
 * Who decides a step whose approvers are all disabled: the active accounts whose role holds the
 * kind's flow settings permission (the super administrator and 管理员 by default), who can also
 * mend the flow. The applicant is left out when anyone else is there, so nobody approves his own.
 */
export async function flowManagers(db: DbOrTx, companyId: number, kind: ApprovalKind, applicantId: number): Promise<number[]> {
  const code = [FLOW_PERMISSION[kind]];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(inCompany(accounts, companyId, eq(accounts.status, 1), or(arrayContains(roles.socialCodes, code), arrayContains(roles.campusCodes, code))))
    .orderBy(asc(accounts.id));
  const ids = rows.map((r) => r.id);
  const others = ids.filter((id) => id !== applicantId);
  return others.length > 0 ? others : ids;
}
