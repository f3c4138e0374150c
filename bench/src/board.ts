// `npm run bench -- --only board`: one job's 流程 board at scale. A data folder with the demo
// company and generated resumes (seeded once, reused), every resume added to one new job
// through the API and spread over its stages with bulk moves, then each board, list and move
// request timed in sequence on one keep-alive connection, as one user clicking through.
import type { Board, BoardStagePage } from '@bole/domain';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadTable, percentile, type LoadResult } from './load';
import { loginHeaders, startServer } from './server';
import { talentData } from './talent/data';
import { callerOf, embeddedUrl } from './talent/direct';

export type BoardOptions = { candidates: number; requests: number; account: string; password: string };

type Headers = Record<string, string>;
export type Reply = { status: number; body: string };
type BoardSeed = { jobId: number; candidates: number; seededAt: string; seedSeconds: number };

export const WARM_UP = 10;
const loadavg = () => os.loadavg().map((v) => v.toFixed(2)).join(', ');

/** One request on the given agent (one socket); answers the status and the whole body. */
export function send(agent: http.Agent, url: string, headers: Headers, method = 'GET', json?: unknown): Promise<Reply> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method, headers: body ? { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const dataOf = <T>(reply: Reply, what: string): T => {
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${reply.body.slice(0, 300)}`);
  return (JSON.parse(reply.body) as { data: T }).data;
};

/**
 * Sends `count` requests one after another (after a warm-up that is not counted); `request(i)`
 * sends the i-th and answers its reply, which may steer the next (a cursor, a version).
 */
export async function timed(name: string, count: number, request: (i: number) => Promise<Reply>): Promise<LoadResult> {
  for (let i = 0; i < WARM_UP; i += 1) await request(i);
  const latencies: number[] = [];
  let errors = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    const reply = await request(WARM_UP + i);
    latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (reply.status !== 200) errors += 1;
  }
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return { name, requests: count, errors, rps: Math.round(count / elapsed), p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), p99: percentile(latencies, 0.99), max: latencies.at(-1) ?? 0 };
}

/** Runs `work` over the items from a few loops at once (seeding only). */
async function eachConcurrently<T>(items: T[], loops: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: loops }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** The bench's job, in the company's default process. */
const JOB = { name: '基准测试·销售代表', salaryType: 1, minSalary: 8000, maxSalary: 15000, headcount: 50, workPlace: '上海', nature: 1, recruitType: 2, describe: '看板基准测试用的职位：候选人分布在各个阶段。' };

/**
 * Adds `candidates` resumes to a new job of the demo company and moves them in
 * batches of 200 (the bulk limit) round the job's stages; remembered in board.json.
 */
async function seedBoard(baseUrl: string, headers: Headers, pool: pg.Pool, account: string, candidates: number, marker: string): Promise<BoardSeed> {
  const started = Date.now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  try {
    const job = dataOf<{ id: number }>(await send(agent, `${baseUrl}/api/jobs`, headers, 'POST', JOB), 'POST /api/jobs');
    const { companyId } = await callerOf(pool, account);
    const { rows } = await pool.query<{ id: number }>('select id::int from resumes where company_id = $1 order by id limit $2', [companyId, candidates]);
    if (rows.length < candidates) throw new Error(`only ${rows.length} resumes to add`);
    console.log(`adding ${rows.length} resumes to job ${job.id} ...`);
    const ids: number[] = [];
    await eachConcurrently(rows, 8, async ({ id }) => {
      const added = dataOf<{ id: number; created: boolean }>(await send(agent, `${baseUrl}/api/applications`, headers, 'POST', { resumeId: id, jobId: job.id }), 'POST /api/applications');
      if (added.created) ids.push(added.id);
    });
    const board = dataOf<Board>(await send(agent, `${baseUrl}/api/jobs/${job.id}/board`, headers), 'GET board');
    const stages = board.stages.map((s) => s.id);
    console.log(`spreading ${ids.length} candidates over ${stages.length} stages ...`);
    ids.sort((a, b) => a - b);
    for (let k = 0; k * 200 < ids.length; k += 1) {
      const stageId = stages[k % stages.length]!;
      if (stageId === stages[0]) continue; // new candidates start in the first stage
      const moved = dataOf<{ failed: unknown[] }>(await send(agent, `${baseUrl}/api/applications/bulk-move`, headers, 'POST', { ids: ids.slice(k * 200, (k + 1) * 200), stageId }), 'bulk-move');
      if (moved.failed.length) throw new Error(`bulk-move refused ${moved.failed.length}: ${JSON.stringify(moved.failed[0])}`);
    }
    const seed = { jobId: job.id, candidates: ids.length, seededAt: new Date().toISOString(), seedSeconds: Math.round((Date.now() - started) / 1000) };
    fs.writeFileSync(marker, `${JSON.stringify(seed, null, 2)}\n`);
    return seed;
  } finally {
    agent.destroy();
  }
}

/** Runs the board bench and answers its markdown section. */
export async function benchBoard(opts: BoardOptions): Promise<string> {
  const data = await talentData(opts.candidates, 'board');
  const server = await startServer({ dataDir: data.dataDir });
  const pool = new pg.Pool({ connectionString: embeddedUrl(data.dataDir), max: 2 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const headers = await loginHeaders(server.baseUrl, opts.account, opts.password);
    const marker = path.join(data.dataDir, 'board.json');
    const reused = fs.existsSync(marker);
    const seed = reused ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as BoardSeed) : await seedBoard(server.baseUrl, headers, pool, opts.account, opts.candidates, marker);
    const base = `${server.baseUrl}/api/jobs/${seed.jobId}`;
    const loadBefore = loadavg();
    const get = (url: string) => send(agent, url, headers);

    const board = dataOf<Board>(await get(`${base}/board`), 'GET board');
    const spread = board.stages.map((s) => `${s.name} ${s.count}`).join(', ');
    console.log(`job ${seed.jobId} (${board.job.name}): ${spread}`);
    const [biggest, second] = [...board.stages].sort((a, b) => b.count - a.count);
    if (!biggest?.nextCursor || !second) throw new Error('the board has too few candidates to page');
    const name = biggest.cards[0]!.name;
    const surname = name.slice(0, 1);

    const rows: LoadResult[] = [];
    const n = opts.requests;
    rows.push(await timed('GET board (every stage: count and first 20 cards)', n, () => get(`${base}/board`)));
    let cursor: string | null = biggest.nextCursor;
    let pages = 0;
    rows.push(
      await timed(`GET board/{stage} next pages (walking all ${biggest.count} of 「${biggest.name}」)`, n, async () => {
        const reply = await get(`${base}/board/${biggest.id}?cursor=${encodeURIComponent(cursor!)}`);
        cursor = dataOf<BoardStagePage>(reply, 'GET board stage').nextCursor ?? biggest.nextCursor;
        pages += 1;
        return reply;
      }),
    );
    rows.push(await timed('GET applications page 1 (20 rows)', n, () => get(`${base}/applications?page=1&pageSize=20`)));
    const one = dataOf<{ total: number }>(await get(`${base}/applications?keyword=${encodeURIComponent(name)}`), 'keyword').total;
    const many = dataOf<{ total: number }>(await get(`${base}/applications?keyword=${encodeURIComponent(surname)}`), 'keyword').total;
    rows.push(await timed(`GET applications keyword 「${name}」 (${one} found)`, n, () => get(`${base}/applications?keyword=${encodeURIComponent(name)}`)));
    rows.push(await timed(`GET applications keyword 「${surname}」 (${many} found)`, n, () => get(`${base}/applications?keyword=${encodeURIComponent(surname)}`)));

    // Moves: the first candidates of the biggest stage to the second, each once, then back (untimed).
    const movers: number[] = [];
    for (let page = 1; movers.length < n + WARM_UP; page += 1) {
      const list = dataOf<{ list: { id: number }[] }>(await get(`${base}/applications?stageId=${biggest.id}&view=inProcess&page=${page}&pageSize=100`), 'GET stage rows');
      if (!list.list.length) break;
      movers.push(...list.list.map((r) => r.id));
    }
    if (movers.length < n + WARM_UP) throw new Error(`only ${movers.length} candidates in ${biggest.name} to move`);
    rows.push(
      await timed(`POST applications/{id}/move (「${biggest.name}」 → 「${second.name}」)`, n, (i) => send(agent, `${server.baseUrl}/api/applications/${movers[i]}/move`, headers, 'POST', { stageId: second.id })),
    );
    const back = movers.slice(0, n + WARM_UP);
    for (let k = 0; k < back.length; k += 200) {
      dataOf(await send(agent, `${server.baseUrl}/api/applications/bulk-move`, headers, 'POST', { ids: back.slice(k, k + 200), stageId: biggest.id }), 'bulk-move back');
    }
    for (const r of rows) console.log(`${r.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}`);

    return [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${process.platform} ${process.arch}, Node ${process.version}, ${os.cpus().length} cores; load average ${loadBefore} before and ${loadavg()} after (1, 5, 15 min). Command \`npm run bench -- --only board\`.`,
      '',
      `Data: job 「${board.job.name}」 of the demo company with ${seed.candidates.toLocaleString('en-US')} candidates the bench added through POST /api/applications and spread with bulk moves (${seed.seedSeconds} s, ${seed.seededAt.slice(0, 10)}; kept in \`bench/.data/board-${opts.candidates}\` and ${reused ? 'reused by this run' : 'seeded by this run'}). In process by stage: ${spread}. Each row: ${n} requests one after another on one keep-alive connection after ${WARM_UP} not counted; the stage pages follow nextCursor (${pages} pages, back to the first at the end); each move takes a different candidate, moved back afterwards.`,
      '',
      loadTable(rows),
    ].join('\n');
  } finally {
    agent.destroy();
    await pool.end();
    await server.stop();
  }
}
