// Back-dating what the API writes. Before each request the seed notes the real time and the
// time the plan gives that step; afterwards every timestamp the company's rows took during
// the seed moves by the shift of the last note before it. A candidate's steps are noted on
// the candidate (their rows name the application or the resume), so several candidates can
// be written at once; the company's other steps (jobs, the demand) are noted on the company.
// Generic on purpose: whatever table a request writes is dated with it.
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';

type Mark = { real: number; shift: number };
export type Clock = {
  /** Notes a step about to be requested: on the company, or on a candidate (the plan's key). */
  tick: (planned: Date, candidate?: number) => void;
  company: Mark[];
  candidates: Map<number, Mark[]>;
};

/** Starts noting; call `tick` right before each request. */
export function startClock(): Clock {
  const clock: Clock = {
    company: [],
    candidates: new Map(),
    tick: (planned, candidate) => {
      const marks = candidate === undefined ? clock.company : (clock.candidates.get(candidate) ?? clock.candidates.set(candidate, []).get(candidate)!);
      // One note per millisecond on a line, so the last note before a row is the step that wrote it.
      const last = marks[marks.length - 1];
      const real = Math.max(Date.now(), last ? last.real + 1 : 0);
      while (Date.now() < real) {
        // wait out the millisecond
      }
      marks.push({ real, shift: planned.getTime() - real });
    },
  };
  return clock;
}

// Sign-ins and login throttling are the seed's own, not the company's history.
const SKIPPED = ['sessions', 'login_attempts', 'account_tokens'];

/**
 * Moves every timestamp the company's rows took since the first note to its planned time.
 * `candidates` names each candidate's application and resume.
 */
export async function redate(db: Db, companyId: number, clock: Clock, candidates: ReadonlyMap<number, { applicationId: number; resumeId: number }>): Promise<void> {
  const firsts = [clock.company[0]?.real, ...[...clock.candidates.values()].map((m) => m[0]?.real)].filter((x): x is number => x !== undefined);
  if (firsts.length === 0) return;
  const from = new Date(Math.min(...firsts)).toISOString();
  const columns = await db.execute<{ table_name: string; column_name: string; key: string | null }>(sql`
    select c.table_name, c.column_name,
      (select k.column_name from information_schema.columns k where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name in ('application_id', 'resume_id') order by k.column_name limit 1) as key
    from information_schema.columns c
    join information_schema.columns k on k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = 'company_id'
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = current_schema() and c.data_type = 'timestamp with time zone'
    order by c.table_name, c.column_name`);
  const ms = (n: number) => `${n} milliseconds`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temp table seed_clock (real_at timestamptz not null, shift interval not null) on commit drop`);
    await tx.execute(sql`create temp table seed_candidate_clock (application_id bigint not null, resume_id bigint not null, real_at timestamptz not null, shift interval not null) on commit drop`);
    const rows = [
      ...clock.company.map((m) => sql`(${new Date(m.real).toISOString()}::timestamptz, ${ms(m.shift)}::interval)`),
    ];
    for (let i = 0; i < rows.length; i += 500) await tx.execute(sql`insert into seed_clock values ${sql.join(rows.slice(i, i + 500), sql`, `)}`);
    const candidateRows = [...clock.candidates].flatMap(([key, marks]) => {
      const c = candidates.get(key);
      return c ? marks.map((m) => sql`(${c.applicationId}::bigint, ${c.resumeId}::bigint, ${new Date(m.real).toISOString()}::timestamptz, ${ms(m.shift)}::interval)`) : [];
    });
    for (let i = 0; i < candidateRows.length; i += 500) await tx.execute(sql`insert into seed_candidate_clock values ${sql.join(candidateRows.slice(i, i + 500), sql`, `)}`);
    await tx.execute(sql`create index on seed_candidate_clock (application_id, real_at)`);
    await tx.execute(sql`create index on seed_candidate_clock (resume_id, real_at)`);
    await tx.execute(sql`analyze seed_clock`);
    await tx.execute(sql`analyze seed_candidate_clock`);
    for (const { table_name: table, column_name: column, key } of columns.rows) {
      if (SKIPPED.includes(table)) continue;
      const t = sql.identifier(table);
      const c = sql.identifier(column);
      const candidate = table === 'applications' ? sql`s.application_id = ${t}.id` : key ? sql`s.${sql.identifier(key)} = ${t}.${sql.identifier(key)}` : null;
      const shift = candidate
        ? sql`coalesce((select s.shift from seed_candidate_clock s where ${candidate} and s.real_at <= ${t}.${c} order by s.real_at desc limit 1),
                       (select s.shift from seed_clock s where s.real_at <= ${t}.${c} order by s.real_at desc limit 1), interval '0')`
        : sql`coalesce((select s.shift from seed_clock s where s.real_at <= ${t}.${c} order by s.real_at desc limit 1), interval '0')`;
      await tx.execute(sql`update ${t} set ${c} = ${c} + ${shift} where company_id = ${companyId} and ${c} >= ${from}::timestamptz and ${c} <= now()`);
    }
  });
}
