// `npm run bench -- --only reports`: the report boards on a large tenant (issue 16). A data folder
// seeded once with `npx --no-install bole seed --reports` (100,000 resumes, about 200 jobs over 12 months,
// about 300,000 stage visits, 20,000 interviews; reused while its marker says it is complete),
// then the funnel (company-wide and one job, over a month and a year), its drill-down list and
// the overview timed in sequence on one keep-alive connection.
import type { Funnel } from '@bole/domain';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as schema from '@bole/server/src/platform/db/schema';
import { eventsOf } from '@bole/server/src/modules/reports/overview';
import { recountRollups } from '@bole/server/src/modules/reports/rollup';
import { drizzle } from 'drizzle-orm/node-postgres';
import { dataOf, send, timed, WARM_UP } from './board';
import { loadTable, type LoadResult } from './load';
import { BOLE, loginHeaders, ROOT, startServer } from './server';
import { TALENT_DATA_ROOT } from './talent/data';
import { embeddedUrl } from './talent/direct';

export type ReportsOptions = { requests: number; account: string; password: string };
type Seed = { seededAt: string; seedSeconds: number };

const DAY_MS = 86_400_000;
const TARGET_MS = 200;
const loadavg = () => os.loadavg().map((v) => v.toFixed(2)).join(', ');
const chinaDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * Waits for the server's first count of the rollups (a queue that runs each minute), then times
 * one recount of the company by itself.
 */
async function rollupReady(pool: pg.Pool, companyId: number): Promise<{ waitedSeconds: number; recountMs: number }> {
  const started = Date.now();
  for (;;) {
    const { rows } = await pool.query('select 1 from report_rollups where company_id = $1', [companyId]);
    if (rows.length > 0) break;
    if (Date.now() - started > 180_000) throw new Error('the rollups were not counted within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const waitedSeconds = Math.round((Date.now() - started) / 1000);
  const t = performance.now();
  await recountRollups(drizzle(pool, { schema }), companyId, eventsOf);
  return { waitedSeconds, recountMs: Math.round(performance.now() - t) };
}

function run(command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...opts, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** The seeded folder; the seed command is resumable, so an interrupted folder is finished rather than thrown away. */
async function reportsData(dataDir: string): Promise<Seed & { reused: boolean }> {
  const marker = path.join(dataDir, 'seeded.json');
  if (fs.existsSync(marker)) return { ...(JSON.parse(fs.readFileSync(marker, 'utf8')) as Seed), reused: true };
  fs.mkdirSync(dataDir, { recursive: true });
  for (const dir of [TALENT_DATA_ROOT, dataDir]) fs.chmodSync(dir, 0o755);
  const { DATABASE_URL: _external, ...env } = process.env;
  console.log(`seeding the reports tenant into ${dataDir} ...`);
  const started = Date.now();
  await run(process.execPath, [BOLE, 'seed', '--reports'], { cwd: path.join(ROOT, 'apps/server'), env: { ...env, BOLE_DATA_DIR: dataDir } });
  const seed = { seededAt: new Date().toISOString(), seedSeconds: Math.round((Date.now() - started) / 1000) };
  fs.writeFileSync(marker, `${JSON.stringify(seed, null, 2)}\n`);
  return { ...seed, reused: false };
}

export async function benchReports(opts: ReportsOptions): Promise<string> {
  const dataDir = path.join(TALENT_DATA_ROOT, 'reports-100000');
  const seed = await reportsData(dataDir);
  const server = await startServer({ dataDir });
  const pool = new pg.Pool({ connectionString: embeddedUrl(dataDir), max: 1 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { rows: sizes } = await pool.query<{ company_id: string; resumes: number; applications: number; visits: number; entries: number; interviews: number; jobs: number; job_id: string }>(`
      select a.company_id,
        (select count(*)::int from resumes r where r.company_id = a.company_id) as resumes,
        (select count(*)::int from applications p where p.company_id = a.company_id) as applications,
        (select count(*)::int from application_stage_visits v where v.company_id = a.company_id) as visits,
        (select coalesce(sum(entries), 0)::int from application_stage_visits v where v.company_id = a.company_id) as entries,
        (select count(*)::int from interviews i where i.company_id = a.company_id) as interviews,
        (select count(*)::int from jobs j where j.company_id = a.company_id) as jobs,
        (select j.id from jobs j where j.company_id = a.company_id and j.name like '基准职位001%') as job_id
      from accounts a where a.login_email = $1`, [opts.account]);
    const size = sizes[0]!;
    const rollup = await rollupReady(pool, Number(size.company_id));
    const headers = await loginHeaders(server.baseUrl, opts.account, opts.password);
    const api = (p: string, q: Record<string, string | number>) => `${server.baseUrl}${p}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;
    const month = { from: chinaDay(-29), to: chinaDay(0) };
    const year = { from: chinaDay(-364), to: chinaDay(0) };
    const job = { jobId: Number(size.job_id) };
    const yearFunnel = dataOf<Funnel>(await send(agent, api('/api/reports/funnel', year), headers), 'GET funnel');
    const first = yearFunnel.stages[0]!;
    const interview = yearFunnel.stages[2] ?? first;
    const overviewThere = (await send(agent, api('/api/reports/overview', month), headers)).status !== 404;

    const n = opts.requests;
    const few = Math.max(20, Math.round(n / 4));
    const targets: [string, number, string][] = [
      ['funnel, company-wide, last 30 days', n, api('/api/reports/funnel', month)],
      ['funnel, company-wide, last 365 days', few, api('/api/reports/funnel', year)],
      ['funnel, one job, last 30 days', n, api('/api/reports/funnel', { ...month, ...job })],
      ['funnel, one job, last 365 days', n, api('/api/reports/funnel', { ...year, ...job })],
      [`funnel candidates, company-wide, 365 days, ${first.name} (${first.entered} entered), page 1`, few, api('/api/reports/funnel/candidates', { ...year, stageId: first.stageId, page: 1, pageSize: 20 })],
      [`funnel candidates, company-wide, 30 days, ${interview.name}, page 1`, n, api('/api/reports/funnel/candidates', { ...month, stageId: interview.stageId, page: 1, pageSize: 20 })],
      [`funnel candidates, one job, 365 days, ${first.name}, page 1`, n, api('/api/reports/funnel/candidates', { ...year, ...job, stageId: first.stageId, page: 1, pageSize: 20 })],
      ...(overviewThere
        ? ([
            ['overview, company-wide, last 30 days', few, api('/api/reports/overview', month)],
            ['overview, company-wide, last 365 days', few, api('/api/reports/overview', year)],
            ['overview, one job, last 30 days', few, api('/api/reports/overview', { ...month, ...job })],
          ] as [string, number, string][])
        : []),
      // The other boards, company-wide over the last 30 days, and the overview's drill-down.
      ['stage times, company-wide, last 30 days', few, api('/api/reports/stage-times', month)],
      ['offers board, company-wide, last 30 days', few, api('/api/reports/offers', month)],
      ['interviews board, company-wide, last 30 days', few, api('/api/reports/interviews', month)],
      ['channels board, company-wide, last 30 days', few, api('/api/reports/channels', month)],
      ['recruiters board, company-wide, last 30 days', few, api('/api/reports/recruiters', month)],
      ['candidates board, company-wide, last 30 days', few, api('/api/reports/candidates', month)],
      ['overview candidates, company-wide, 365 days, applications, page 1', few, api('/api/reports/overview/candidates', { ...year, metric: 'applications', page: 1, pageSize: 20 })],
      // 报表中心's standard reports, first page, company-wide over the last 30 days.
      ...(['progress', 'channel', 'interview', 'offer', 'demand', 'staff'] as const).map(
        (id): [string, number, string] => [`report ${id}, company-wide, last 30 days, page 1`, few, api(`/api/reports/standard/${id}`, { ...month, page: 1, pageSize: 20 })],
      ),
    ];
    const loadBefore = loadavg();
    const rows: LoadResult[] = [];
    for (const [name, count, url] of targets) {
      const r = await timed(name, count, () => send(agent, url, headers));
      console.log(`${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}`);
      rows.push(r);
    }
    const slow = rows.filter((r) => r.p95 >= TARGET_MS).map((r) => r.name);
    return [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${process.platform} ${process.arch}, Node ${process.version}, ${os.cpus().length} cores; load average ${loadBefore} before and ${loadavg()} after (1, 5, 15 min). Command \`npm run bench -- --only reports\`.`,
      '',
      `Data: the demo company filled by \`npx --no-install bole seed --reports\`: ${size.resumes.toLocaleString('en-US')} resumes, ${size.jobs} jobs, ${size.applications.toLocaleString('en-US')} applications with ${size.entries.toLocaleString('en-US')} stage entries (${size.visits.toLocaleString('en-US')} stage-visit rows) over 12 months, ${size.interviews.toLocaleString('en-US')} interviews (seeded ${seed.seededAt.slice(0, 10)} in ${seed.seedSeconds} s, kept in \`bench/.data/reports-100000\`, ${seed.reused ? 'reused by this run' : 'seeded by this run'}). The job is 基准职位001 (about 870 applications). The server counted the company's rollups ${rollup.waitedSeconds} s after it started; one recount took ${(rollup.recountMs / 1000).toFixed(1)} s. Each row: requests one after another on one keep-alive connection as the super administrator after ${WARM_UP} not counted.${overviewThere ? '' : ' GET /api/reports/overview answered 404 and was skipped.'}`,
      '',
      slow.length ? `Target p95 < ${TARGET_MS} ms NOT met by: ${slow.join('; ')}.` : `Target p95 < ${TARGET_MS} ms met by every row.`,
      '',
      loadTable(rows),
    ].join('\n');
  } finally {
    agent.destroy();
    await pool.end();
    await server.stop();
  }
}
