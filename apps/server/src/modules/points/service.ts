// Points (点数): the one place a company's balance changes. Every change locks the balance
// row of its kind (FOR UPDATE) and writes one append-only ledger row in the caller's
// transaction, so two charges at once are serialised, a balance never goes below zero and
// a subject is charged (or refunded) at most once.
import { PackageStatus, PointEntry, pointKindLabels, type PointKind } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { pointBalances, pointLedger, pointPackages } from './tables';

const DAY_MS = 86_400_000;

/** Who changed the balance: an account, or the platform (accountId null) for grants. */
export type PointActor = { accountId: number | null; name: string };
/** What the points pay for; one charge and one refund per subject. */
export type PointSubject = { type: string; id: number };

export type PointCharge = { companyId: number; kind: PointKind; points: number; subject: PointSubject; reason: string; actor: PointActor };
export type PointRefund = Omit<PointCharge, 'points'>;

/** Locks the balance row of the kind (made at 0 when missing) and answers the balance. */
async function lockBalance(tx: Tx, companyId: number, kind: PointKind): Promise<number> {
  await tx.insert(pointBalances).values({ companyId, kind, balance: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(and(eq(pointBalances.companyId, companyId), eq(pointBalances.kind, kind)))
    .for('update');
  return row!.balance;
}

async function entryOf(tx: Tx, companyId: number, entry: PointEntry, subject: PointSubject) {
  const [row] = await tx
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.companyId, companyId), eq(pointLedger.entry, entry), eq(pointLedger.subjectType, subject.type), eq(pointLedger.subjectId, subject.id)));
  return row;
}

async function write(tx: Tx, companyId: number, kind: PointKind, entry: PointEntry, delta: number, balance: number, change: { reason: string; subject: PointSubject; actor: PointActor }): Promise<number> {
  const balanceAfter = balance + delta;
  await tx
    .update(pointBalances)
    .set({ balance: balanceAfter })
    .where(and(eq(pointBalances.companyId, companyId), eq(pointBalances.kind, kind)));
  await tx.insert(pointLedger).values({
    companyId,
    kind,
    entry,
    delta,
    balanceAfter,
    reason: change.reason,
    subjectType: change.subject.type,
    subjectId: change.subject.id,
    actorId: change.actor.accountId,
    actorName: change.actor.name,
  });
  return balanceAfter;
}

/** The words a refusal for too few points says: what the use needs and what is left. */
export const shortOf = (kind: PointKind, needed: number, balance: number) =>
  `${pointKindLabels[kind]}点数不足：本次需要${needed}点，当前余额${balance}点。如需购买套餐，请联系平台客服`;

/**
 * Takes `points` of the kind for the subject within `tx`. Too few points or a subject charged
 * before refuse with nothing written (the caller's transaction rolls back the rest). Answers the balance after.
 */
export async function charge(tx: Tx, c: PointCharge): Promise<number> {
  if (!Number.isInteger(c.points) || c.points <= 0) throw new Error(`charge of ${c.points} points`);
  const balance = await lockBalance(tx, c.companyId, c.kind);
  if (await entryOf(tx, c.companyId, PointEntry.Charge, c.subject)) throw new AppError('POINTS_ALREADY_CHARGED');
  if (balance < c.points) throw new AppError('POINTS_INSUFFICIENT', shortOf(c.kind, c.points, balance), { needed: c.points, balance });
  return write(tx, c.companyId, c.kind, PointEntry.Charge, -c.points, balance, c);
}

/**
 * Gives back what the subject was charged, once: a second refund answers the balance and
 * writes nothing. A subject never charged is refused.
 */
export async function refund(tx: Tx, r: PointRefund): Promise<number> {
  const balance = await lockBalance(tx, r.companyId, r.kind);
  const charged = await entryOf(tx, r.companyId, PointEntry.Charge, r.subject);
  if (!charged || charged.kind !== r.kind) throw new AppError('POINTS_NOT_CHARGED');
  if (await entryOf(tx, r.companyId, PointEntry.Refund, r.subject)) return balance;
  return write(tx, r.companyId, r.kind, PointEntry.Refund, -charged.delta, balance, r);
}

export type PackageGrant = { companyId: number; kind: PointKind; points: number; name: string; days: number | null; trial: boolean; grantedBy: string };

/** Records a package the platform granted and adds its points (the ledger names the package). */
export async function grantPackage(tx: Tx, g: PackageGrant): Promise<{ packageId: number; balance: number }> {
  const now = new Date();
  const [pkg] = await tx
    .insert(pointPackages)
    .values({
      companyId: g.companyId,
      kind: g.kind,
      name: g.name,
      points: g.points,
      status: g.trial ? PackageStatus.Trial : PackageStatus.Archived,
      startsAt: now,
      endsAt: g.days === null ? null : new Date(now.getTime() + g.days * DAY_MS),
      grantedBy: g.grantedBy,
    })
    .returning({ id: pointPackages.id });
  const balance = await lockBalance(tx, g.companyId, g.kind);
  const after = await write(tx, g.companyId, g.kind, PointEntry.Grant, g.points, balance, {
    reason: `开通套餐「${g.name}」${g.trial ? '（试用）' : ''}`,
    subject: { type: 'package', id: pkg!.id },
    actor: { accountId: null, name: g.grantedBy },
  });
  return { packageId: pkg!.id, balance: after };
}

/** The balance of one kind without locking it (quotes, the assets page). */
export async function balanceOf(db: Pick<Tx, 'select'>, companyId: number, kind: PointKind): Promise<number> {
  const [row] = await db
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(and(eq(pointBalances.companyId, companyId), eq(pointBalances.kind, kind)));
  return row?.balance ?? 0;
}

/** The status a package shows: an ended one (not voided) reads 已过期. */
export function packageStatusOf(pkg: { status: PackageStatus; endsAt: Date | null }, now = new Date()): PackageStatus {
  if (pkg.status === PackageStatus.Voided) return pkg.status;
  return pkg.endsAt && pkg.endsAt.getTime() <= now.getTime() ? PackageStatus.Expired : pkg.status;
}

