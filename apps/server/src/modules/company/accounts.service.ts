import { AccountStatus, codesBeyond, permissionName, SysType, SystemRoleCode, type AccountCreate, type AccountHandOver, type AccountListQuery, type AccountOption, type AccountRow, type AccountUpdate, type HandOverResult, type Page } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import { hashPassword } from '../../platform/auth/password';
import { assertPasswordNotCommon } from '../../platform/auth/password-strength';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { assertInCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { revokeAccountSessions } from '../auth/repository';
import { mailAccountLink, rethrowLoginTaken, type AccountMailer } from '../auth/service';
import { presentAccount } from './accounts.presenter';
import * as repo from './accounts.repository';
import { findRole } from './roles.repository';
import { grantorOf } from './roles.service';
import { accounts, orgs } from './tables';

export type HandOverContext = repo.HandOverPair;

/** One kind of work a hand-over moves to the receiving account; answers how many items moved. */
export type HandOverHook = { key: string; label: string; run: (tx: Tx, handOver: HandOverContext) => Promise<number> };

const handOverHooks = new Map<string, HandOverHook>();

/**
 * Adds a kind of work to every hand-over (jobs, candidates, interviews ... as their areas
 * land). All hooks run in the hand-over's transaction, in registration order; registering
 * a key again replaces its hook. The answer removes it (tests that add their own).
 */
export function registerHandOver(hook: HandOverHook): () => void {
  handOverHooks.set(hook.key, hook);
  return () => void handOverHooks.delete(hook.key);
}

registerHandOver({ key: 'teamLeader', label: '负责的团队', run: repo.moveTeamLeadership });
registerHandOver({ key: 'orgLeader', label: '负责的部门', run: repo.moveOrgLeadership });
registerHandOver({ key: 'teamMember', label: '所在的团队', run: repo.moveTeamMemberships });

async function listed(db: DbOrTx, companyId: number, id: number): Promise<AccountRow> {
  const row = await repo.findListedAccount(db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentAccount(row);
}

/**
 * A role the actor may give an account: the company's, never the super administrator's, and
 * holding no code the actor could not grant himself (else giving the role would hand it out).
 */
async function assignableRole(db: DbOrTx, actor: AuthContext, roleId: number): Promise<void> {
  const role = await findRole(db, actor.companyId, roleId);
  if (!role) throw new AppError('NOT_FOUND');
  if (role.systemCode === SystemRoleCode.SuperAdmin) throw new AppError('SUPER_ADMIN_ROLE_RESERVED');
  const beyond = [...codesBeyond(grantorOf(actor, SysType.Social), role.socialCodes), ...codesBeyond(grantorOf(actor, SysType.Campus), role.campusCodes)];
  if (beyond.length > 0) {
    throw new AppError('ROLE_BEYOND_GRANTOR', `不能分配角色「${role.name}」：它含有您不能授予的权限（${[...new Set(beyond)].map(permissionName).join('、')}）`);
  }
}

/**
 * Refuses touching another account whose role holds a code the actor could not grant: whoever
 * changes its login, role or status, or disables it handing its work over, would control more than he holds.
 */
async function assertNotStronger(db: DbOrTx, actor: AuthContext, target: { id: number; roleId: number }): Promise<void> {
  if (target.id === actor.accountId || actor.isSuperAdmin) return;
  const role = await findRole(db, actor.companyId, target.roleId);
  if (!role) return;
  const beyond = [...codesBeyond(grantorOf(actor, SysType.Social), role.socialCodes), ...codesBeyond(grantorOf(actor, SysType.Campus), role.campusCodes)];
  if (beyond.length > 0) {
    throw new AppError('ACCOUNT_BEYOND_GRANTOR', `该账号的角色「${role.name}」含有您没有的权限（${[...new Set(beyond)].map(permissionName).join('、')}），只能由拥有这些权限的管理员修改`);
  }
}

export async function listAccounts(db: Db, companyId: number, q: AccountListQuery): Promise<Page<AccountRow>> {
  const { rows, total } = await repo.listAccounts(db, companyId, q);
  return { list: rows.map(presentAccount), total, page: q.page, pageSize: q.pageSize };
}

export async function accountOptions(db: Db, companyId: number): Promise<AccountOption[]> {
  return repo.activeAccountOptions(db, companyId);
}

/**
 * Creates an account: active with the given password, or invited (status 3) without one, in
 * which case the invitation link is mailed to its login e-mail (never answered).
 */
export async function createAccount(db: Db, mailer: AccountMailer, actor: AuthContext, body: AccountCreate): Promise<AccountRow> {
  const { companyId } = actor;
  await assignableRole(db, actor, body.roleId);
  if (body.orgId) await assertInCompany(db, orgs, companyId, [body.orgId]);
  if (body.password) await assertPasswordNotCommon(body.password);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const id = await db
    .transaction(async (tx) => {
      const created = await repo.insertAccount(tx, companyId, {
        userName: body.userName,
        loginEmail: body.loginEmail,
        loginMobile: body.loginMobile,
        roleId: body.roleId,
        orgId: body.orgId ?? null,
        jobTitle: body.jobTitle ?? null,
        passwordHash,
        status: passwordHash ? AccountStatus.Active : AccountStatus.Invited,
      });
      if (!passwordHash) await mailAccountLink(tx, mailer, { id: created, companyId, userName: body.userName, loginEmail: body.loginEmail }, 'invite', await operatorName(tx, actor));
      return created;
    })
    .catch(rethrowLoginTaken);
  return listed(db, companyId, id);
}

/** 重新发送邀请: a fresh invitation link mailed to an account still waiting to set its password; the earlier link stops working. */
export async function resendInvite(db: Db, mailer: AccountMailer, actor: AuthContext, id: number): Promise<void> {
  const account = await repo.findAccount(db, actor.companyId, id);
  if (!account) throw new AppError('NOT_FOUND');
  if (account.status !== AccountStatus.Invited) throw new AppError('ACCOUNT_NOT_INVITED');
  await db.transaction(async (tx) => mailAccountLink(tx, mailer, { id, companyId: actor.companyId, userName: account.userName, loginEmail: account.loginEmail }, 'invite', await operatorName(tx, actor)));
}

async function operatorName(db: DbOrTx, actor: AuthContext): Promise<string> {
  const [row] = await db.select({ name: accounts.userName }).from(accounts).where(eq(accounts.id, actor.accountId));
  return row?.name ?? '';
}

/** Whether the body sets any field to something other than what the account has (a form sends back what it showed). */
function changesAnything(current: NonNullable<Awaited<ReturnType<typeof repo.findAccount>>>, body: AccountUpdate): boolean {
  return (Object.keys(body) as (keyof AccountUpdate)[]).some((key) => body[key] !== undefined && body[key] !== current[key]);
}

/**
 * Edits an account. The super administrator keeps his role and cannot be disabled, and
 * only he edits his own account (name, login e-mail and mobile, department ...); nobody
 * disables himself; a role is given only when it holds nothing beyond the actor's grants.
 * Disabling ends the account's sessions at once.
 */
export async function updateAccount(db: Db, actor: AuthContext, id: number, body: AccountUpdate): Promise<AccountRow> {
  const { companyId } = actor;
  await db
    .transaction(async (tx) => {
      const current = await repo.findAccount(tx, companyId, id, true);
      if (!current) throw new AppError('NOT_FOUND');
      const roleChanges = body.roleId !== undefined && body.roleId !== current.roleId;
      const disabling = body.status === AccountStatus.Disabled && current.status !== AccountStatus.Disabled;
      if (current.isSuperAdmin && (roleChanges || body.status === AccountStatus.Disabled)) throw new AppError('SUPER_ADMIN_PROTECTED');
      const loginChanges = (body.loginEmail !== undefined && body.loginEmail !== current.loginEmail) || (body.loginMobile !== undefined && body.loginMobile !== current.loginMobile);
      if (current.isSuperAdmin && loginChanges && current.id !== actor.accountId) throw new AppError('SUPER_ADMIN_LOGIN_PROTECTED');
      if (current.isSuperAdmin && current.id !== actor.accountId && changesAnything(current, body)) throw new AppError('SUPER_ADMIN_ACCOUNT_PROTECTED');
      if (current.id === actor.accountId && body.status === AccountStatus.Disabled) throw new AppError('SELF_PROTECTED');
      if (changesAnything(current, body)) await assertNotStronger(tx, actor, current);
      if (roleChanges && body.roleId) await assignableRole(tx, actor, body.roleId);
      if (body.orgId) await assertInCompany(tx, orgs, companyId, [body.orgId]);
      // Enabling an account that never set a password brings back its invitation state.
      const status = body.status === AccountStatus.Active && !current.passwordHash ? AccountStatus.Invited : body.status;
      await repo.updateAccount(tx, companyId, id, {
        userName: body.userName,
        loginEmail: body.loginEmail,
        loginMobile: body.loginMobile,
        roleId: body.roleId,
        orgId: body.orgId,
        jobTitle: body.jobTitle,
        status,
      });
      if (disabling) await revokeAccountSessions(tx, id);
    })
    .catch(rethrowLoginTaken);
  return listed(db, companyId, id);
}

/**
 * Hands an account's work over to another active account of the company: every
 * registered hook moves its kind of work, the account records who took over, and by
 * default it is disabled. All of it in one transaction.
 */
export async function handOver(db: Db, actor: AuthContext, id: number, body: AccountHandOver): Promise<HandOverResult> {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const from = await repo.findAccount(tx, companyId, id, true);
    const to = await repo.findAccount(tx, companyId, body.toAccountId);
    if (!from || !to) throw new AppError('NOT_FOUND');
    if (to.id === from.id || to.status !== AccountStatus.Active) throw new AppError('HANDOVER_TARGET_INVALID');
    if (body.disable && from.isSuperAdmin) throw new AppError('SUPER_ADMIN_PROTECTED');
    if (body.disable && from.id === actor.accountId) throw new AppError('SELF_PROTECTED');
    if (body.disable) await assertNotStronger(tx, actor, from);
    const pair = { companyId, fromAccountId: from.id, toAccountId: to.id };
    const items: HandOverResult['items'] = [];
    for (const hook of handOverHooks.values()) {
      items.push({ key: hook.key, label: hook.label, count: await hook.run(tx, pair) });
    }
    await repo.updateAccount(tx, companyId, from.id, { handedOverTo: to.id, ...(body.disable ? { status: AccountStatus.Disabled } : {}) });
    if (body.disable) await revokeAccountSessions(tx, from.id);
    return { items };
  });
}
