// 渠道管理 (/user/ditch/channel, 400001): the built-in channels (shown or hidden, names fixed)
// and the company's own, with the resumes that came through each. Custom codes are numbered
// per company from CUSTOM_CHANNEL_CODE_MIN, so a code means the same channel only within it.
import {
  BUILT_IN_CHANNELS,
  CUSTOM_CHANNEL_CODE_MIN,
  CUSTOM_CHANNELS_MAX,
  isBuiltInChannel,
  resumeSourceChannelLabels,
  type ChannelCreate,
  type ChannelOption,
  type ChannelUpdate,
  type ResumeChannel,
} from '@bole/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { uniqueViolation } from '../../../platform/db/errors';
import { inCompany, lockCompany } from '../../../platform/db/tenancy';
import { AppError } from '../../../platform/http/errors';
import { resumeCountsByChannel, resumesWithChannel } from '../../resumes/channel-usage';
import { resumeChannelCosts, resumeChannels, resumeChannelSwitches } from './tables';

type Row = typeof resumeChannels.$inferSelect;

const nameTaken = (error: unknown): never => {
  if (uniqueViolation(error) !== null) throw new AppError('CHANNEL_NAME_TAKEN');
  throw error;
};

/** Every channel of the company: built-in ones in their order, then the company's own by code. */
export async function channelOptions(db: DbOrTx, companyId: number): Promise<(ChannelOption & { createdAt: string | null })[]> {
  const [switches, custom] = await Promise.all([
    db.select().from(resumeChannelSwitches).where(inCompany(resumeChannelSwitches, companyId)),
    db.select().from(resumeChannels).where(inCompany(resumeChannels, companyId)).orderBy(asc(resumeChannels.code)),
  ]);
  const hidden = new Set(switches.filter((s) => !s.enabled).map((s) => s.code));
  return [
    ...BUILT_IN_CHANNELS.map((code) => ({ code, name: resumeSourceChannelLabels[code], builtIn: true, enabled: !hidden.has(code), createdAt: null })),
    ...custom.map((r) => ({ code: r.code, name: r.name, builtIn: false, enabled: r.enabled, createdAt: r.createdAt.toISOString() })),
  ];
}

/** The rows of 渠道管理 with the resumes in the pool per channel. */
export async function listChannels(db: Db, companyId: number): Promise<ResumeChannel[]> {
  const [options, counts] = await Promise.all([channelOptions(db, companyId), resumeCountsByChannel(db, companyId)]);
  return options.map((o) => ({ ...o, resumeCount: counts.get(o.code) ?? 0 }));
}

async function customOr404(db: DbOrTx, companyId: number, code: number): Promise<Row> {
  const [row] = await db.select().from(resumeChannels).where(inCompany(resumeChannels, companyId, eq(resumeChannels.code, code)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The one row of a channel after a change. */
async function channelRow(db: Db, companyId: number, code: number): Promise<ResumeChannel> {
  return (await listChannels(db, companyId)).find((c) => c.code === code)!;
}

/** A built-in name is taken too: a custom 猎聘 beside the built-in one would be two channels of one name. */
function assertNotBuiltInName(name: string): void {
  if (BUILT_IN_CHANNELS.some((code) => resumeSourceChannelLabels[code] === name)) throw new AppError('CHANNEL_NAME_TAKEN');
}

export async function createChannel(db: Db, companyId: number, body: ChannelCreate): Promise<ResumeChannel> {
  assertNotBuiltInName(body.name);
  const code = await db
    .transaction(async (tx) => {
      await lockCompany(tx, 'resume-channels', companyId);
      const [stats] = await tx
        .select({ n: count(), maxCode: sql<number | null>`max(${resumeChannels.code})::int` })
        .from(resumeChannels)
        .where(inCompany(resumeChannels, companyId));
      if ((stats?.n ?? 0) >= CUSTOM_CHANNELS_MAX) throw new AppError('CHANNEL_LIMIT');
      const next = Math.max(CUSTOM_CHANNEL_CODE_MIN, (stats?.maxCode ?? 0) + 1);
      await tx.insert(resumeChannels).values({ companyId, code: next, name: body.name });
      return next;
    })
    .catch(nameTaken);
  return channelRow(db, companyId, code);
}

/** Renames a custom channel, or shows/hides any channel. */
export async function updateChannel(db: Db, companyId: number, code: number, body: ChannelUpdate): Promise<ResumeChannel> {
  if (isBuiltInChannel(code)) {
    if (body.name !== undefined && body.name !== resumeSourceChannelLabels[code]) throw new AppError('CHANNEL_BUILT_IN');
    if (body.enabled !== undefined) {
      await db
        .insert(resumeChannelSwitches)
        .values({ companyId, code, enabled: body.enabled })
        .onConflictDoUpdate({ target: [resumeChannelSwitches.companyId, resumeChannelSwitches.code], set: { enabled: body.enabled, updatedAt: new Date() } });
    }
    return channelRow(db, companyId, code);
  }
  await customOr404(db, companyId, code);
  if (body.name !== undefined) assertNotBuiltInName(body.name);
  const set = { ...(body.name !== undefined && { name: body.name }), ...(body.enabled !== undefined && { enabled: body.enabled }) };
  if (Object.keys(set).length > 0) {
    await db.update(resumeChannels).set(set).where(inCompany(resumeChannels, companyId, eq(resumeChannels.code, code))).catch(nameTaken);
  }
  return channelRow(db, companyId, code);
}

/** Deletes a custom channel no resume has ever been given (the recycle bin counts) and no 渠道费用 is entered for. */
export async function deleteChannel(db: Db, companyId: number, code: number): Promise<void> {
  if (isBuiltInChannel(code)) throw new AppError('CHANNEL_BUILT_IN');
  await db.transaction(async (tx) => {
    await customOr404(tx, companyId, code);
    if ((await resumesWithChannel(tx, companyId, code)) > 0) throw new AppError('CHANNEL_IN_USE');
    const [cost] = await tx.select({ id: resumeChannelCosts.id }).from(resumeChannelCosts).where(inCompany(resumeChannelCosts, companyId, eq(resumeChannelCosts.channel, code))).limit(1);
    if (cost) throw new AppError('CHANNEL_HAS_COSTS');
    await tx.delete(resumeChannels).where(inCompany(resumeChannels, companyId, eq(resumeChannels.code, code)));
  });
}

/** Refuses a channel code that is neither built in nor one of the company's own (400). */
export async function assertKnownChannel(db: DbOrTx, companyId: number, code: number | null | undefined): Promise<void> {
  if (code == null || isBuiltInChannel(code)) return;
  const [row] = await db.select({ code: resumeChannels.code }).from(resumeChannels).where(inCompany(resumeChannels, companyId, eq(resumeChannels.code, code)));
  if (!row) throw new AppError('CHANNEL_UNKNOWN');
}
