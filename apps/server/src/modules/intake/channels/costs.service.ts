// 渠道费用 (400001): a company's spending per channel and month, kept in fen. 渠道分析 reads the
// months a period touches through `costsInPeriod`.
import type { ChannelCost, ChannelCostCreate, ChannelCostQuery, ChannelCostUpdate, Page } from '@bole/domain';
import { channelNameOf, periodMonths } from '@bole/domain';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { uniqueViolation } from '../../../platform/db/errors';
import { inCompany } from '../../../platform/db/tenancy';
import { AppError } from '../../../platform/http/errors';
import { assertKnownChannel, channelOptions } from './service';
import { resumeChannelCosts as costs } from './tables';

type Row = typeof costs.$inferSelect;
type Names = readonly { code: number; name: string }[];

const present = (r: Row, names: Names): ChannelCost => ({
  id: r.id,
  channel: r.channel,
  channelName: channelNameOf(r.channel, names),
  month: r.month,
  amountFen: r.amountFen,
  note: r.note,
  updatedAt: r.updatedAt.toISOString(),
});

const monthTaken = (error: unknown): never => {
  if (uniqueViolation(error) !== null) throw new AppError('CHANNEL_COST_TAKEN');
  throw error;
};

async function one(db: Db, companyId: number, id: number): Promise<ChannelCost> {
  const [[row], names] = await Promise.all([db.select().from(costs).where(inCompany(costs, companyId, eq(costs.id, id))), channelOptions(db, companyId)]);
  if (!row) throw new AppError('NOT_FOUND');
  return present(row, names);
}

export async function listCosts(db: Db, companyId: number, q: ChannelCostQuery): Promise<Page<ChannelCost>> {
  const where = inCompany(
    costs,
    companyId,
    q.fromMonth ? gte(costs.month, q.fromMonth) : undefined,
    q.toMonth ? lte(costs.month, q.toMonth) : undefined,
    q.channel === undefined ? undefined : eq(costs.channel, q.channel),
  );
  const [rows, [total], names] = await Promise.all([
    db
      .select()
      .from(costs)
      .where(where)
      .orderBy(desc(costs.month), costs.channel)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(costs).where(where),
    channelOptions(db, companyId),
  ]);
  return { list: rows.map((r) => present(r, names)), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function createCost(db: Db, companyId: number, accountId: number, body: ChannelCostCreate): Promise<ChannelCost> {
  await assertKnownChannel(db, companyId, body.channel);
  const [row] = await db
    .insert(costs)
    .values({ companyId, channel: body.channel, month: body.month, amountFen: body.amount, note: body.note, updatedBy: accountId })
    .returning({ id: costs.id })
    .catch(monthTaken);
  return one(db, companyId, row!.id);
}

export async function updateCost(db: Db, companyId: number, accountId: number, id: number, body: ChannelCostUpdate): Promise<ChannelCost> {
  const [current] = await db.select({ id: costs.id }).from(costs).where(inCompany(costs, companyId, eq(costs.id, id)));
  if (!current) throw new AppError('NOT_FOUND');
  if (body.channel !== undefined) await assertKnownChannel(db, companyId, body.channel);
  const set = {
    ...(body.channel !== undefined && { channel: body.channel }),
    ...(body.month !== undefined && { month: body.month }),
    ...(body.amount !== undefined && { amountFen: body.amount }),
    ...(body.note !== undefined && { note: body.note }),
  };
  await db
    .update(costs)
    .set({ ...set, updatedBy: accountId })
    .where(inCompany(costs, companyId, eq(costs.id, id)))
    .catch(monthTaken);
  return one(db, companyId, id);
}

export async function deleteCost(db: Db, companyId: number, id: number): Promise<void> {
  const deleted = await db.delete(costs).where(inCompany(costs, companyId, eq(costs.id, id))).returning({ id: costs.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/** The costs of the months a period (China days) touches, optionally of one channel. */
export async function costsInPeriod(db: DbOrTx, companyId: number, from: string, to: string, channel?: number): Promise<{ channel: number; month: string; amountFen: number }[]> {
  const { fromMonth, toMonth } = periodMonths(from, to);
  return db
    .select({ channel: costs.channel, month: costs.month, amountFen: costs.amountFen })
    .from(costs)
    .where(inCompany(costs, companyId, and(gte(costs.month, fromMonth), lte(costs.month, toMonth)), channel === undefined ? undefined : eq(costs.channel, channel)));
}
