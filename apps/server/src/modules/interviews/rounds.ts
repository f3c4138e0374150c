// 面试设置 (/user/manage/interview): the company's interview rounds. 1 初试, 2 复试, 3 终试 are
// built in (renamed or switched off, never removed); the company adds its own (4 and up). A
// round is referred to by its number everywhere. An own round removed while interviews still
// use it keeps its row, switched off and marked removed (sort < 0), so those interviews keep
// its name and its number is never given to another round.
import { DEFAULT_INTERVIEW_ROUNDS, INTERVIEW_ROUND_MAX, type InterviewRound, type InterviewRoundsUpdate } from '@bole/domain';
import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { interviewRounds, interviews } from './tables';

const REMOVED = -1;
const builtIn = new Map(DEFAULT_INTERVIEW_ROUNDS.map((r, i) => [r.number, { ...r, sort: i }]));

/** The company's rounds in their order (built-in ones without a row of their own included), removed ones left out. */
export async function listRounds(db: DbOrTx, companyId: number): Promise<InterviewRound[]> {
  const rows = await db.select().from(interviewRounds).where(inCompany(interviewRounds, companyId));
  const own = new Map(rows.map((r) => [r.number, r]));
  const out: InterviewRound[] = [];
  for (const b of builtIn.values()) {
    const r = own.get(b.number);
    out.push({ number: b.number, name: r?.name ?? b.name, enabled: r?.enabled ?? true, builtIn: true, sort: r?.sort ?? b.sort });
  }
  for (const r of rows) {
    if (builtIn.has(r.number) || r.sort < 0) continue;
    out.push({ number: r.number, name: r.name, enabled: r.enabled, builtIn: false, sort: r.sort });
  }
  return out.sort((a, b) => a.sort - b.sort || a.number - b.number);
}

/**
 * Saves the rounds in the given order. Entries with a number rename or switch that round;
 * entries without get the next free number; own rounds left out are removed (kept as removed
 * while interviews use them). Built-in rounds cannot be left out, and one round stays enabled.
 */
export async function saveRounds(db: Db, companyId: number, body: InterviewRoundsUpdate): Promise<InterviewRound[]> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, 'interview-rounds', companyId);
    const rows = await tx.select().from(interviewRounds).where(inCompany(interviewRounds, companyId));
    const known = new Map(rows.map((r) => [r.number, r]));
    const live = (n: number) => builtIn.has(n) || (known.get(n)?.sort ?? REMOVED) >= 0;
    const given = body.rounds.filter((r) => r.number !== undefined).map((r) => r.number!);
    if (new Set(given).size !== given.length) throw new AppError('VALIDATION', '面试轮次不能重复');
    if (given.some((n) => !live(n))) throw new AppError('NOT_FOUND');
    if ([...builtIn.keys()].some((n) => !given.includes(n))) throw new AppError('VALIDATION', '初试、复试、终试不能删除，可以停用');
    if (!body.rounds.some((r) => r.enabled)) throw new AppError('VALIDATION', '至少启用一个面试轮次');
    // New rounds take the lowest numbers no round (removed ones included) holds.
    const taken = new Set([...builtIn.keys(), ...known.keys()]);
    const free = (): number => {
      for (let n = 4; n <= INTERVIEW_ROUND_MAX; n += 1) {
        if (!taken.has(n)) {
          taken.add(n);
          return n;
        }
      }
      throw new AppError('VALIDATION', `面试轮次最多${INTERVIEW_ROUND_MAX}个（含已删除但仍有面试使用的轮次）`);
    };
    const values = body.rounds.map((r, sort) => ({ companyId, number: r.number ?? free(), name: r.name, enabled: r.enabled, sort }));
    for (const v of values) {
      await tx
        .insert(interviewRounds)
        .values(v)
        .onConflictDoUpdate({ target: [interviewRounds.companyId, interviewRounds.number], set: { name: v.name, enabled: v.enabled, sort: v.sort, updatedAt: new Date() } });
    }
    const kept = new Set(values.map((v) => v.number));
    const dropped = rows.filter((r) => !kept.has(r.number) && r.sort >= 0).map((r) => r.number);
    if (dropped.length > 0) {
      const used = await tx
        .selectDistinct({ round: interviews.round })
        .from(interviews)
        .where(inCompany(interviews, companyId, inArray(interviews.round, dropped)));
      const usedSet = new Set(used.map((u) => u.round));
      const unused = dropped.filter((n) => !usedSet.has(n));
      if (unused.length > 0) await tx.delete(interviewRounds).where(inCompany(interviewRounds, companyId, inArray(interviewRounds.number, unused)));
      if (usedSet.size > 0) {
        await tx
          .update(interviewRounds)
          .set({ enabled: false, sort: REMOVED, updatedAt: new Date() })
          .where(inCompany(interviewRounds, companyId, inArray(interviewRounds.number, [...usedSet])));
      }
    }
  });
  return listRounds(db, companyId);
}
