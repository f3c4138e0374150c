// 简历助手 keys and 插件设置: a person makes keys for his own bookmarklets and revokes them;
// holders of 插件设置 (340007) see and revoke every key of the company and choose which job
// boards the helper takes, what other sites count as and who owns captured resumes.
import { randomBytes } from 'node:crypto';
import {
  HELPER_KEY_PREFIX,
  HELPER_KEYS_PER_ACCOUNT,
  JOB_BOARD_CHANNELS,
  Perm,
  type HelperKeyCreate,
  type HelperKeyCreated,
  type HelperKeyRow,
  type HelperSettings,
  type HelperSettingsUpdate,
} from '@bole/domain';
import type { AuthContext } from '../../../platform/auth/context';
import { hashToken } from '../../../platform/auth/tokens';
import type { Db } from '../../../platform/db/client';
import { uniqueViolation } from '../../../platform/db/errors';
import { lockCompany } from '../../../platform/db/tenancy';
import { AppError } from '../../../platform/http/errors';
import { accountOptions } from '../../company/accounts.service';
import { assertKnownChannel, channelOptions } from '../channels/service';
import * as repo from './repository';

const presentKey = (r: repo.KeyRow): HelperKeyRow => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});

/** Keys the caller may see: the company's with 插件设置 and `all`, else his own. */
export async function listKeys(db: Db, caller: AuthContext, all: boolean): Promise<HelperKeyRow[]> {
  if (all && !caller.codes.has(Perm.PluginSettings)) throw new AppError('FORBIDDEN');
  return (await repo.activeKeys(db, caller.companyId, all ? undefined : caller.accountId)).map(presentKey);
}

/** A new key for the caller; the key itself is answered this once and only its hash is kept. */
export async function createKey(db: Db, caller: AuthContext, body: HelperKeyCreate): Promise<HelperKeyCreated> {
  const key = `${HELPER_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const id = await db
    .transaction(async (tx) => {
      await lockCompany(tx, `helper-keys:${caller.accountId}`, caller.companyId);
      if ((await repo.countActiveKeys(tx, caller.companyId, caller.accountId)) >= HELPER_KEYS_PER_ACCOUNT) throw new AppError('HELPER_KEY_LIMIT');
      return repo.insertKey(tx, { companyId: caller.companyId, accountId: caller.accountId, name: body.name, keyHash: hashToken(key), hint: key.slice(0, HELPER_KEY_PREFIX.length + 4) });
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error) !== null) throw new AppError('HELPER_KEY_NAME_TAKEN');
      throw error;
    });
  const row = await repo.activeKey(db, caller.companyId, id);
  return { ...presentKey(row!), key };
}

/** Revokes one of the caller's keys, or any key of the company with 插件设置; others' keys are 404. */
export async function revokeKey(db: Db, caller: AuthContext, id: number): Promise<void> {
  const row = await repo.activeKey(db, caller.companyId, id);
  if (!row || (row.accountId !== caller.accountId && !caller.codes.has(Perm.PluginSettings))) throw new AppError('NOT_FOUND');
  await repo.revokeKey(db, caller.companyId, id);
}

/**
 * The company's settings as they apply now: a chosen owner who has left, or an other-sites
 * channel since deleted, falls back to the defaults (the capturer; other sites refused).
 */
export async function settingsOf(db: Db, companyId: number): Promise<HelperSettings> {
  const [row, owners, channels] = await Promise.all([repo.settingsRow(db, companyId), accountOptions(db, companyId), channelOptions(db, companyId)]);
  const owner = row?.defaultOwnerAccountId == null ? undefined : owners.find((a) => a.id === row.defaultOwnerAccountId);
  const other = row?.otherSitesChannel == null ? undefined : channels.find((c) => c.code === row.otherSitesChannel);
  return {
    enabledBoards: row ? JOB_BOARD_CHANNELS.filter((c) => row.enabledBoards.includes(c)) : [...JOB_BOARD_CHANNELS],
    otherSitesChannel: other?.code ?? null,
    defaultOwnerAccountId: owner?.id ?? null,
    defaultOwnerName: owner?.userName ?? null,
  };
}

export async function updateSettings(db: Db, companyId: number, body: HelperSettingsUpdate): Promise<HelperSettings> {
  await assertKnownChannel(db, companyId, body.otherSitesChannel);
  if (body.defaultOwnerAccountId != null && !(await accountOptions(db, companyId)).some((a) => a.id === body.defaultOwnerAccountId)) throw new AppError('NOT_FOUND');
  await repo.saveSettings(db, companyId, { enabledBoards: [...new Set(body.enabledBoards)], otherSitesChannel: body.otherSitesChannel, defaultOwnerAccountId: body.defaultOwnerAccountId });
  return settingsOf(db, companyId);
}
