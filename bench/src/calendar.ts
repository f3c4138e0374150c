// `npm run bench -- --only calendar`: 面试日历 at 20,000 interviews in one company. A data folder
// with the demo company (seeded by the server's first start, reused), 20,000 interviews of its
// applications written straight into the tables over a year around today (about 55 a day, most
// in one of five rooms with a room booking, one to two interviewers each), then the calendar's
// week, month and room views timed in sequence on one keep-alive connection.
import type { InterviewCalendar } from '@bole/domain';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dataOf, send, timed, WARM_UP } from './board';
import { loadTable, type LoadResult } from './load';
import { loginHeaders, startServer } from './server';
import { TALENT_DATA_ROOT } from './talent/data';
import { embeddedUrl } from './talent/direct';

export type CalendarOptions = { interviews: number; requests: number; account: string; password: string };

type Seed = { companyId: number; interviews: number; bookings: number; rooms: number; applications: number; firstDay: string; lastDay: string; seededAt: string; seedSeconds: number };

const PER_DAY = 55;
const SLOTS_PER_ROOM = 9; // 09:00 to 17:00, one an hour
const ROOMS = 5;
const INTERVIEWER = { account: 'hm@demo.bole.cn', password: 'bole2026' };
const loadavg = () => os.loadavg().map((v) => v.toFixed(2)).join(', ');
const DAY_MS = 86_400_000;
/** A China-time day (YYYY-MM-DD) `offset` days from today. */
const chinaDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);

/** Inserts rows in batches of `size` with one multi-row statement each; answers the ids when `returning`. */
async function insertRows(client: pg.PoolClient, table: string, columns: string[], rows: unknown[][], returning = false, size = 1000): Promise<number[]> {
  const ids: number[] = [];
  for (let k = 0; k < rows.length; k += size) {
    const batch = rows.slice(k, k + size);
    const values = batch.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    const res = await client.query<{ id: string }>(`insert into ${table} (${columns.join(', ')}) values ${values}${returning ? ' returning id' : ''}`, batch.flat());
    if (returning) ids.push(...res.rows.map((r) => Number(r.id)));
  }
  return ids;
}

/**
 * Writes `count` interviews of the demo company: day d (from half a year back) holds PER_DAY of
 * them at 09:00-17:00; slot j of a day is in room floor(j / 9) at 09:00 + (j % 9) hours (rooms
 * 0-4: booked, never overlapping; the rest 视频面试 without a room). Past ones carry results.
 */
async function seedInterviews(pool: pg.Pool, count: number, marker: string): Promise<Seed> {
  const started = Date.now();
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: company } = await client.query<{ id: string }>("select company_id as id from accounts where login_email = 'admin@demo.bole.cn'");
    const companyId = Number(company[0]!.id);
    const { rows: apps } = await client.query<{ id: string; resume_id: string; job_id: string }>('select id, resume_id, job_id from applications where company_id = $1 order by id', [companyId]);
    if (apps.length === 0) throw new Error('the demo company has no applications');
    const { rows: people } = await client.query<{ id: string }>(
      "select a.id from accounts a join roles r on r.id = a.role_id where a.company_id = $1 and r.system_code in (1, 2, 3, 8, 10) order by a.id",
      [companyId],
    );
    const interviewers = people.map((p) => Number(p.id));
    const roomIds = await insertRows(
      client,
      'meeting_rooms',
      ['company_id', 'name', 'capacity'],
      Array.from({ length: ROOMS }, (_, r) => [companyId, `基准${r + 1}号会议室`, 6 + r * 2]),
      true,
    );
    const firstOffset = -Math.floor(count / PER_DAY / 2);
    const today = chinaDay(0);
    const plans = Array.from({ length: count }, (_, k) => {
      const day = chinaDay(firstOffset + Math.floor(k / PER_DAY));
      const j = k % PER_DAY;
      const roomIdx = Math.floor(j / SLOTS_PER_ROOM);
      const hour = 9 + (j % SLOTS_PER_ROOM);
      const startsAt = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
      const minutes = [30, 45, 60][k % 3]!;
      const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
      const cancelled = k % 25 === 24;
      const room = roomIdx < ROOMS && !cancelled ? roomIds[roomIdx]! : null;
      const past = day < today;
      const lead = interviewers[(roomIdx + k) % interviewers.length]!;
      const second = k % 2 === 0 ? interviewers[(roomIdx + k + 1) % interviewers.length]! : null;
      const app = apps[k % apps.length]!;
      return { k, day, startsAt, endsAt, minutes, cancelled, room, past, lead, second, app, round: 1 + (k % 3) };
    });
    const booked = plans.filter((p) => p.room !== null);
    const bookingIds = await insertRows(
      client,
      'meeting_room_bookings',
      ['company_id', 'room_id', 'starts_at', 'ends_at', 'title'],
      booked.map((p) => [companyId, p.room, p.startsAt, p.endsAt, `基准面试 ${p.k}`]),
      true,
    );
    const bookingOf = new Map(booked.map((p, i) => [p.k, bookingIds[i]!]));
    const results = [6, 7, 1, 8, 4, 6, 3, 2, 6, 7];
    const interviewIds = await insertRows(
      client,
      'interviews',
      ['company_id', 'application_id', 'resume_id', 'job_id', 'round', 'starts_at', 'duration_minutes', 'ends_at', 'form', 'meeting_room_id', 'room_booking_id', 'lead_id', 'uid', 'result', 'signed_in_at', 'cancelled_at', 'cancel_reason'],
      plans.map((p) => [
        companyId,
        p.app.id,
        p.app.resume_id,
        p.app.job_id,
        p.round,
        p.startsAt,
        p.minutes,
        p.endsAt,
        p.room ? 1 : 2,
        p.room,
        bookingOf.get(p.k) ?? null,
        p.lead,
        `bench-calendar-${p.k}@bole.bench`,
        p.past && !p.cancelled ? results[p.k % results.length] : 0,
        p.past && !p.cancelled ? p.startsAt : null,
        p.cancelled ? p.startsAt : null,
        p.cancelled ? '候选人时间冲突' : null,
      ]),
      true,
    );
    await insertRows(
      client,
      'interview_interviewers',
      ['company_id', 'interview_id', 'account_id', 'is_lead'],
      plans.flatMap((p, i) => [[companyId, interviewIds[i], p.lead, true], ...(p.second !== null && p.second !== p.lead ? [[companyId, interviewIds[i], p.second, false]] : [])]),
    );
    await client.query('commit');
    await client.query('analyze interviews; analyze interview_interviewers; analyze meeting_room_bookings');
    const seed: Seed = {
      companyId,
      interviews: count,
      bookings: bookingIds.length,
      rooms: ROOMS,
      applications: apps.length,
      firstDay: plans[0]!.day,
      lastDay: plans.at(-1)!.day,
      seededAt: new Date().toISOString(),
      seedSeconds: Math.round((Date.now() - started) / 1000),
    };
    fs.writeFileSync(marker, `${JSON.stringify(seed, null, 2)}\n`);
    return seed;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Monday (China time) of the week `weeks` from this one. */
function mondayIn(weeks: number): string {
  const today = chinaDay(0);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return chinaDay(weeks * 7 - weekday);
}
const at = (day: string) => `${day}T00:00:00+08:00`;
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Runs the calendar bench and answers its markdown section. */
export async function benchCalendar(opts: CalendarOptions): Promise<string> {
  const dataDir = path.join(TALENT_DATA_ROOT, `calendar-${opts.interviews}`);
  fs.mkdirSync(dataDir, { recursive: true });
  for (const dir of [TALENT_DATA_ROOT, dataDir]) fs.chmodSync(dir, 0o755);
  const server = await startServer({ dataDir });
  const pool = new pg.Pool({ connectionString: embeddedUrl(dataDir), max: 2 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const marker = path.join(dataDir, 'calendar.json');
    const reused = fs.existsSync(marker);
    if (!reused) console.log(`seeding ${opts.interviews} interviews ...`);
    const seed = reused ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as Seed) : await seedInterviews(pool, opts.interviews, marker);
    const hr = await loginHeaders(server.baseUrl, opts.account, opts.password);
    const interviewer = await loginHeaders(server.baseUrl, INTERVIEWER.account, INTERVIEWER.password);
    const loadBefore = loadavg();
    const url = (from: string, to: string) => `${server.baseUrl}/api/interviews/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    // Weeks from ten back to ten ahead of this one, in turn: every request reads a different week.
    const weeks = Array.from({ length: 21 }, (_, i) => mondayIn(i - 10));
    const weekUrl = (i: number) => url(at(weeks[i % weeks.length]!), at(plusDays(weeks[i % weeks.length]!, 7)));
    const thisWeek = dataOf<InterviewCalendar>(await send(agent, weekUrl(10), hr), 'GET week');
    const ownWeek = dataOf<InterviewCalendar>(await send(agent, weekUrl(10), interviewer), 'GET own week');
    const months = Array.from({ length: 6 }, (_, i) => mondayIn(i * 5 - 15));
    const monthUrl = (i: number) => url(at(months[i % months.length]!), at(plusDays(months[i % months.length]!, 42)));
    const oneMonth = dataOf<InterviewCalendar>(await send(agent, monthUrl(3), hr), 'GET month');
    const dayUrl = (i: number) => url(at(chinaDay((i % 21) - 10)), at(chinaDay((i % 21) - 9)));
    const oneDay = dataOf<InterviewCalendar>(await send(agent, dayUrl(10), hr), 'GET day');

    const n = opts.requests;
    const rows: LoadResult[] = [];
    rows.push(await timed(`week view, HR (${thisWeek.interviews.length} interviews, ${thisWeek.bookings.length} bookings this week)`, n, (i) => send(agent, weekUrl(i), hr)));
    rows.push(await timed(`week view, interviewer who sees his own (${ownWeek.interviews.length} this week)`, n, (i) => send(agent, weekUrl(i), interviewer)));
    rows.push(await timed(`day / room view, HR (${oneDay.interviews.length} interviews, ${oneDay.rooms.length} rooms today)`, n, (i) => send(agent, dayUrl(i), hr)));
    rows.push(await timed(`month view (6 weeks), HR (${oneMonth.interviews.length} interviews)`, Math.max(20, Math.round(n / 4)), (i) => send(agent, monthUrl(i), hr)));
    for (const r of rows) console.log(`${r.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}`);
    const week = rows[0]!;
    const verdict = week.p95 < 100 ? 'met' : 'NOT met';

    return [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${process.platform} ${process.arch}, Node ${process.version}, ${os.cpus().length} cores; load average ${loadBefore} before and ${loadavg()} after (1, 5, 15 min). Command \`npm run bench -- --only calendar\`.`,
      '',
      `Data: the demo company with ${seed.interviews.toLocaleString('en-US')} interviews of its ${seed.applications} applications from ${seed.firstDay} to ${seed.lastDay} (${PER_DAY} a day at 09:00-17:00, ${seed.bookings.toLocaleString('en-US')} of them in ${seed.rooms} rooms with a room booking, one or two interviewers, every 25th cancelled, past ones signed in with a result), written straight into the tables by the bench (${seed.seedSeconds} s, ${seed.seededAt.slice(0, 10)}; kept in \`bench/.data/calendar-${seed.interviews}\` and ${reused ? 'reused by this run' : 'seeded by this run'}). Each row: requests one after another on one keep-alive connection after ${WARM_UP} not counted, each asking for a different range (21 weeks around today, 21 days, 6 month grids).`,
      '',
      `Week view p95 ${week.p95.toFixed(1)} ms; target p95 < 100 ms ${verdict}.`,
      '',
      loadTable(rows),
    ].join('\n');
  } finally {
    agent.destroy();
    await pool.end();
    await server.stop();
  }
}
