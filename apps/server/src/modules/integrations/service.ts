import { randomBytes } from 'node:crypto';
import {
  AccountStatus,
  type DingtalkAccountListQuery,
  type DingtalkAccountRow,
  type DingtalkLoginQuery,
  type DingtalkSettings,
  type DingtalkSettingsBody,
  type DingtalkSign,
  type DingtalkTestResult,
  type Page,
} from '@bole/domain';
import { decryptSecret, encryptSecret, SecretUnreadableError } from '../../platform/crypto';
import type { Db } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/http/errors';
import { startSession, type Client, type SessionStarted } from '../auth/service';
import { type DingTalkClient, type DingTalkCredentials, jsapiSignature } from './dingtalk-client';
import { presentBinding, presentSettings } from './presenter';
import * as repo from './repository';

/** What the DingTalk integration works with: the database, the key secrets are stored under, DingTalk. */
export type DingtalkDeps = { db: Db; secretKey: Buffer; dingtalk: DingTalkClient };

function credentialsOf(deps: DingtalkDeps, app: repo.DingtalkApp): DingTalkCredentials {
  try {
    return { appKey: app.appKey, appSecret: decryptSecret(deps.secretKey, app.appSecretEncrypted) };
  } catch (error) {
    if (error instanceof SecretUnreadableError) throw new AppError('DINGTALK_SECRET_UNREADABLE');
    throw error;
  }
}

async function enabledAppOf(deps: DingtalkDeps, companyId: number): Promise<repo.DingtalkApp> {
  const app = await repo.findAppOfCompany(deps.db, companyId);
  if (!app) throw new AppError('DINGTALK_NOT_CONFIGURED');
  if (!app.enabled) throw new AppError('DINGTALK_DISABLED');
  return app;
}

/**
 * Free login inside DingTalk (免登): the auth code the page got from DingTalk names a user
 * of the organisation `corpId`; the company bound to that organisation must have an active
 * account bound to that user. Answers the new session and whether it is the account's first login.
 */
export async function loginByAuthCode(deps: DingtalkDeps, q: DingtalkLoginQuery, client: Client): Promise<{ started: SessionStarted; firstLogin: boolean }> {
  const app = await repo.findAppByCorpId(deps.db, q.corpId);
  if (!app) throw new AppError('DINGTALK_CORP_UNBOUND');
  if (!app.enabled) throw new AppError('DINGTALK_DISABLED');
  const userId = await deps.dingtalk.withAccessToken(credentialsOf(deps, app), (token) => deps.dingtalk.getUserIdByCode(token, q.authCode));
  const account = await repo.findAccountByThirdUser(deps.db, app.companyId, userId);
  if (!account) throw new AppError('DINGTALK_USER_UNBOUND', undefined, { contactAdmin: true });
  if (account.status === AccountStatus.Disabled) throw new AppError('ACCOUNT_DISABLED');
  if (account.status !== AccountStatus.Active) {
    throw new AppError('DINGTALK_USER_UNBOUND', '您的伯乐招聘账号尚未激活，请先通过邀请链接设置密码，或联系管理员', { contactAdmin: true });
  }
  const firstLogin = account.lastLoginAt === null;
  const started = await startSession(deps.db, account.id, app.companyId, client);
  return { started, firstLogin };
}

/** The `dd.config` parameters for a page of the caller's company at `url` (DingTalk JSAPI authentication). */
export async function jsapiSign(deps: DingtalkDeps, companyId: number, url: string): Promise<DingtalkSign> {
  const app = await enabledAppOf(deps, companyId);
  const ticket = await deps.dingtalk.withAccessToken(credentialsOf(deps, app), (token) => deps.dingtalk.getJsapiTicket(token));
  const nonceStr = randomBytes(12).toString('base64url');
  const timeStamp = String(Date.now());
  return { agentId: app.agentId, corpId: app.corpId, timeStamp, nonceStr, signature: jsapiSignature({ ticket, nonceStr, timeStamp, url }) };
}

/** The company's bound app, or null before one is bound. */
export async function getSettings(deps: DingtalkDeps, companyId: number): Promise<DingtalkSettings | null> {
  const app = await repo.findAppOfCompany(deps.db, companyId);
  return app ? presentSettings(app) : null;
}

/** Binds or updates the app. The secret is stored encrypted; left empty it keeps the stored one. */
export async function saveSettings(deps: DingtalkDeps, companyId: number, body: DingtalkSettingsBody): Promise<DingtalkSettings> {
  const current = await repo.findAppOfCompany(deps.db, companyId);
  const appSecretEncrypted = body.appSecret ? encryptSecret(deps.secretKey, body.appSecret) : current?.appSecretEncrypted;
  if (!appSecretEncrypted) {
    const message = '请输入AppSecret';
    throw new AppError('VALIDATION', message, { fields: [{ field: 'appSecret', message }] });
  }
  const saved = await repo
    .upsertApp(deps.db, companyId, { corpId: body.corpId, agentId: body.agentId, appKey: body.appKey, appSecretEncrypted, enabled: body.enabled })
    .catch((error: unknown) => {
      if (uniqueViolation(error) === 'dingtalk_apps_corp_uq') throw new AppError('DINGTALK_CORP_TAKEN');
      throw error;
    });
  return presentSettings(saved);
}

/** Asks DingTalk for a new access token with the stored AppKey and AppSecret. */
export async function testConnection(deps: DingtalkDeps, companyId: number): Promise<DingtalkTestResult> {
  const app = await repo.findAppOfCompany(deps.db, companyId);
  if (!app) throw new AppError('DINGTALK_NOT_CONFIGURED');
  const { appKey, appSecret } = credentialsOf(deps, app);
  await deps.dingtalk.getAccessToken(appKey, appSecret, { fresh: true });
  return { ok: true, message: '连接成功：AppKey 与 AppSecret 有效' };
}

/** Removes the app; accounts keep their DingTalk user ids for a later binding. */
export async function unbind(deps: DingtalkDeps, companyId: number): Promise<void> {
  await repo.deleteApp(deps.db, companyId);
}

export async function listAccounts(deps: DingtalkDeps, companyId: number, q: DingtalkAccountListQuery): Promise<Page<DingtalkAccountRow>> {
  const { rows, total } = await repo.listAccounts(deps.db, companyId, q);
  return { list: rows.map(presentBinding), total, page: q.page, pageSize: q.pageSize };
}

/** Binds an account of the company to a DingTalk user id (empty unbinds); one account per user id. */
export async function bindAccount(deps: DingtalkDeps, companyId: number, accountId: number, thirdUserId: string | null): Promise<DingtalkAccountRow> {
  const value = thirdUserId?.trim() || null;
  const found = await repo.setThirdUserId(deps.db, companyId, accountId, value).catch((error: unknown) => {
    if (uniqueViolation(error) === 'accounts_third_user_uq') throw new AppError('DINGTALK_USER_TAKEN');
    throw error;
  });
  const row = found ? await repo.findBindingRow(deps.db, companyId, accountId) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  return presentBinding(row);
}
