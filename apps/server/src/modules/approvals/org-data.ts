// The company as the resolver needs it at one moment: departments with their heads, the active
// members of each role, the active accounts and the applicant's department.
import type { ApprovalOrgData } from '@bole/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { concurrently } from '../../platform/db/concurrent';
import { inCompany } from '../../platform/db/tenancy';
import { accounts, orgs } from '../company/tables';

export async function loadOrgData(db: DbOrTx, companyId: number, applicantId: number): Promise<ApprovalOrgData> {
  const [departments, members] = await concurrently(db, [
    () => db.select({ id: orgs.id, parentId: orgs.parentId, leaderId: orgs.leaderId }).from(orgs).where(inCompany(orgs, companyId)),
    () => db.select({ id: accounts.id, roleId: accounts.roleId, orgId: accounts.orgId, status: accounts.status }).from(accounts).where(inCompany(accounts, companyId)),
  ] as const);
  const roleMembers: Record<number, number[]> = {};
  const activeAccountIds: number[] = [];
  for (const m of members) {
    if (m.status !== 1) continue;
    activeAccountIds.push(m.id);
    (roleMembers[m.roleId] ??= []).push(m.id);
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
