import { AccountStatus, SystemRoleCode, type AccountCreate, type AccountCreated, type AccountHandOver, type AccountListQuery, type AccountOption, type AccountRow, type AccountUpdate, type HandOverResult, type Page } from '@bole/domain';
import type { Config } from '../../config';
import type { AuthContext } from '../../platform/auth/context';
import { hashPassword } from '../../platform/auth/password';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { assertInCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { revokeAccountSessions } from '../auth/repository';
import { createInvite, rethrowLoginTaken } from '../auth/service';
import { presentAccount } from './accounts.presenter';
import * as repo from './accounts.repository';
import { findRole } from './roles.repository';
import { orgs } from './tables';

export type HandOverContext = repo.HandOverPair;

/** One kind of work a hand-over moves to the receiving account; answers how many items moved. */
export type HandOverHook = { key: string; label: string; run: (tx: Tx, handOver: HandOverContext) => Promise<number> };

const handOverHooks = new Map<string, HandOverHook>();

/**
 * Adds a kind of work to every hand-over (jobs, candidates, interviews ... as their areas
 * land). All hooks run in the hand-over's transaction, in registration order; registering
 * a key again replaces its hook.
 */
export function registerHandOver(hook: HandOverHook): void {
  handOverHooks.set(hook.key, hook);
}

registerHandOver({ key: 'teamLeader', label: '负责的团队', run: repo.moveTeamLeadership });
registerHandOver({ key: 'orgLeader', label: '负责的部门', run: repo.moveOrgLeadership });
registerHandOver({ key: 'teamMember', label: '所在的团队', run: repo.moveTeamMemberships });

async function listed(db: DbOrTx, companyId: number, id: number): Promise<AccountRow> {
  const row = await repo.findListedAccount(db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentAccount(row);
}

/** A role the account may be given: the company's, and never the super administrator's. */
async function assignableRole(db: DbOrTx, companyId: number, roleId: number): Promise<void> {
  const role = await findRole(db, companyId, roleId);
  if (!role) throw new AppError('NOT_FOUND');
  if (role.systemCode === SystemRoleCode.SuperAdmin) throw new AppError('SUPER_ADMIN_ROLE_RESERVED');
}

export async function listAccounts(db: Db, companyId: number, q: AccountListQuery): Promise<Page<AccountRow>> {
  const { rows, total } = await repo.listAccounts(db, companyId, q);
  return { list: rows.map(presentAccount), total, page: q.page, pageSize: q.pageSize };
}

export async function accountOptions(db: Db, companyId: number): Promise<AccountOption[]> {
  return repo.activeAccountOptions(db, companyId);
}

/**
 * Creates an account: active with the given password, or invited (status 3) with a link
 * to set one. The invitation is written after the account, by the auth service.
 */
export async function createAccount(db: Db, config: Config, companyId: number, body: AccountCreate): Promise<AccountCreated> {
  await assignableRole(db, companyId, body.roleId);
  if (body.orgId) await assertInCompany(db, orgs, companyId, [body.orgId]);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  // The account and its invitation are stored together or not at all.
  const { id, inviteUrl } = await db
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
      return { id: created, inviteUrl: passwordHash ? undefined : await createInvite(tx, config, created, companyId) };
    })
    .catch(rethrowLoginTaken);
  return { ...(await listed(db, companyId, id)), ...(inviteUrl ? { inviteUrl } : {}) };
}

/**
 * Edits an account. The super administrator keeps his role and cannot be disabled, and
 * only he changes his login e-mail and mobile; nobody disables himself. Disabling ends
 * the account's sessions at once.
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
      if (current.id === actor.accountId && body.status === AccountStatus.Disabled) throw new AppError('SELF_PROTECTED');
      if (roleChanges && body.roleId) await assignableRole(tx, companyId, body.roleId);
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

/** A fresh invitation link for an account that has not set its password yet. */
export async function reinvite(db: Db, config: Config, companyId: number, id: number): Promise<string> {
  const account = await repo.findAccount(db, companyId, id);
  if (!account) throw new AppError('NOT_FOUND');
  if (account.status !== AccountStatus.Invited) throw new AppError('ACCOUNT_NOT_INVITED');
  return createInvite(db, config, id, companyId);
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
