import type { AccountListQuery } from '@bole/domain';
import { asc, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { containsPattern, offsetOf } from './shared';
import { accounts, orgs, roles, teamMembers, teams } from './tables';

// What the account list shows; the password hash and tokens never leave this file.
const listColumns = {
  id: accounts.id,
  userName: accounts.userName,
  loginEmail: accounts.loginEmail,
  loginMobile: accounts.loginMobile,
  roleId: accounts.roleId,
  roleName: roles.name,
  roleType: roles.roleType,
  orgId: accounts.orgId,
  orgName: orgs.name,
  jobTitle: accounts.jobTitle,
  status: accounts.status,
  isSuperAdmin: accounts.isSuperAdmin,
  lastLoginAt: accounts.lastLoginAt,
  createdAt: accounts.createdAt,
};

function listFilter(companyId: number, q: AccountListQuery) {
  const like = q.keyword ? containsPattern(q.keyword) : undefined;
  return inCompany(
    accounts,
    companyId,
    like ? or(ilike(accounts.userName, like), ilike(accounts.loginEmail, like), ilike(accounts.loginMobile, like)) : undefined,
    q.roleId ? eq(accounts.roleId, q.roleId) : undefined,
    q.orgId ? eq(accounts.orgId, q.orgId) : undefined,
    q.status ? eq(accounts.status, q.status) : undefined,
  );
}

function selectListed(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .leftJoin(orgs, eq(orgs.id, accounts.orgId));
}

export type ListedAccount = NonNullable<Awaited<ReturnType<typeof findListedAccount>>>;

/** One page of the company's accounts, newest first. */
export async function listAccounts(db: DbOrTx, companyId: number, q: AccountListQuery) {
  const where = listFilter(companyId, q);
  const [rows, [total]] = await Promise.all([
    selectListed(db).where(where).orderBy(desc(accounts.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findListedAccount(db: DbOrTx, companyId: number, id: number) {
  const [row] = await selectListed(db).where(inCompany(accounts, companyId, eq(accounts.id, id)));
  return row;
}

/** The stored account, locked until the transaction ends when `forUpdate`. */
export async function findAccount(db: DbOrTx, companyId: number, id: number, forUpdate = false) {
  const query = db.select().from(accounts).where(inCompany(accounts, companyId, eq(accounts.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Active accounts for pickers, by name. */
export async function activeAccountOptions(db: DbOrTx, companyId: number) {
  return db
    .select({ id: accounts.id, userName: accounts.userName })
    .from(accounts)
    .where(inCompany(accounts, companyId, eq(accounts.status, 1)))
    .orderBy(asc(accounts.userName), asc(accounts.id));
}

export type NewAccount = {
  userName: string;
  loginEmail: string;
  loginMobile: string;
  roleId: number;
  orgId: number | null;
  jobTitle: string | null;
  passwordHash: string | null;
  status: number;
};

export async function insertAccount(db: DbOrTx, companyId: number, values: NewAccount): Promise<number> {
  const [row] = await db
    .insert(accounts)
    .values({ companyId, ...values })
    .returning({ id: accounts.id });
  return row!.id;
}

export type AccountPatch = Partial<Pick<NewAccount, 'userName' | 'loginEmail' | 'loginMobile' | 'roleId' | 'orgId' | 'jobTitle' | 'status'>> & {
  handedOverTo?: number;
};

export async function updateAccount(db: DbOrTx, companyId: number, id: number, patch: AccountPatch): Promise<void> {
  await db.update(accounts).set(patch).where(inCompany(accounts, companyId, eq(accounts.id, id)));
}

export type HandOverPair = { companyId: number; fromAccountId: number; toAccountId: number };

/** Teams led by `from` are led by `to`; answers how many. */
export async function moveTeamLeadership(db: DbOrTx, p: HandOverPair): Promise<number> {
  const moved = await db
    .update(teams)
    .set({ leaderId: p.toAccountId })
    .where(inCompany(teams, p.companyId, eq(teams.leaderId, p.fromAccountId)))
    .returning({ id: teams.id });
  return moved.length;
}

/** Departments led by `from` are led by `to`; answers how many. */
export async function moveOrgLeadership(db: DbOrTx, p: HandOverPair): Promise<number> {
  const moved = await db
    .update(orgs)
    .set({ leaderId: p.toAccountId })
    .where(inCompany(orgs, p.companyId, eq(orgs.leaderId, p.fromAccountId)))
    .returning({ id: orgs.id });
  return moved.length;
}

/** `to` takes `from`'s place in every team `from` belongs to; answers how many teams. */
export async function moveTeamMemberships(db: DbOrTx, p: HandOverPair): Promise<number> {
  const left = await db
    .delete(teamMembers)
    .where(inCompany(teamMembers, p.companyId, eq(teamMembers.accountId, p.fromAccountId)))
    .returning({ teamId: teamMembers.teamId });
  if (left.length === 0) return 0;
  await db
    .insert(teamMembers)
    .values(left.map((m) => ({ companyId: p.companyId, teamId: m.teamId, accountId: p.toAccountId })))
    .onConflictDoNothing();
  return left.length;
}

/** Accounts that can sign in or be invited (not disabled) with their role, by name: the permission views. */
export async function accountsWithRoles(db: DbOrTx, companyId: number) {
  return db
    .select({ id: accounts.id, userName: accounts.userName, orgId: accounts.orgId, roleId: accounts.roleId, roleName: roles.name, roleType: roles.roleType, status: accounts.status })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(inCompany(accounts, companyId, ne(accounts.status, 2)))
    .orderBy(asc(accounts.userName), asc(accounts.id));
}
