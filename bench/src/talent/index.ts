// `npm run bench -- --only talent`: the talent pool at scale. A seeded data folder (reused),
// the server on it as `npm start` runs it, load on GET /api/resumes beside the same SQL run
// directly, the completeness check for short terms, and the list page in Chromium.
import os from 'node:os';
import pg from 'pg';
import { load } from '../load';
import { loginHeaders, startServer } from '../server';
import { measureListPage } from './browser';
import { checkTerms } from './complete';
import { callerOf, captureList, embeddedUrl, timeStatements } from './direct';
import { talentData } from './data';
import { SHORT_TERMS, talentQueries } from './queries';
import { pageTable, queryTable, termTable, type QueryFigures } from './tables';

export type TalentOptions = { resumes: number; seconds: number; connections: number; runs: number; account: string; password: string };

const loadavg = () => os.loadavg().map((v) => v.toFixed(2)).join(', ');

/** Runs the talent bench and answers its markdown section. */
export async function benchTalent(opts: TalentOptions): Promise<string> {
  const data = await talentData(opts.resumes);
  console.log(`talent data: ${data.dataDir} (${data.reused ? 'reused' : 'seeded'}; seeding took ${data.seedSeconds} s)`);
  const loadBefore = loadavg();
  const server = await startServer({ dataDir: data.dataDir });
  const pool = new pg.Pool({ connectionString: embeddedUrl(data.dataDir), max: 2 });
  try {
    const headers = await loginHeaders(server.baseUrl, opts.account, opts.password);
    const caller = await callerOf(pool, opts.account);
    const { rows: tags } = await pool.query<{ id: number }>('select id::int from candidate_tags where company_id = $1 order by sort, id limit 1', [caller.companyId]);
    const { rows: emails } = await pool.query<{ email: string }>("select email from resumes where company_id = $1 and email like '%@%' order by id offset 4320 limit 1", [caller.companyId]);
    const get = async (search: string) => {
      const res = await fetch(`${server.baseUrl}/api/resumes?${search}`, { headers });
      if (!res.ok) throw new Error(`GET /api/resumes?${search}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { total: number; totalCapped: boolean } }).data;
    };
    const client = await pool.connect();
    const figures: QueryFigures[] = [];
    try {
      for (const query of talentQueries(tags[0]!.id, emails[0]!.email)) {
        const page = await get(query.search);
        const url = `${server.baseUrl}/api/resumes?${query.search}`;
        const one = await load(query.name, url, headers, { connections: 1, seconds: opts.seconds });
        const busy = os.loadavg()[0]!;
        const many = await load(query.name, url, headers, { connections: opts.connections, seconds: opts.seconds });
        const direct = await timeStatements(client, await captureList(pool, caller, query.search), opts.runs);
        const matches = `${page.total.toLocaleString('en-US')}${page.totalCapped ? '+' : ''}`;
        console.log(`${query.name}: ${matches}; 1 conn p95 ${one.p95.toFixed(1)} ms; ${opts.connections} conn p95 ${many.p95.toFixed(1)} ms; SQL p50 ${direct.p50.toFixed(1)} ms`);
        figures.push({ name: query.name, matches, busy, one, many, direct });
      }
    } finally {
      client.release();
    }
    const checkClient = await pool.connect();
    const checks = await checkTerms(checkClient, caller.companyId, SHORT_TERMS, get).finally(() => checkClient.release());
    for (const c of checks) console.log(`${c.term}: LIKE ${c.expected}, index ${c.indexed}, missed ${c.missed}, extra ${c.extra}, endpoint ${c.endpointTotal}${c.endpointCapped ? '+' : ''} vs ${c.bruteWithFilters} (${c.filters || 'no filters'})`);
    const pageFigures = await measureListPage(server.baseUrl, headers.token!, 5);
    console.log(`list page: open ${pageFigures.cold.open.ms.toFixed(0)} ms cold`);

    const keywordRows = figures.filter((f) => f.name.startsWith('keyword'));
    const worst = keywordRows.reduce((a, b) => (b.one.p95 > a.one.p95 ? b : a));
    const verdict = worst.one.p95 < 50 ? 'met' : 'NOT met';
    return [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${process.platform} ${process.arch}, Node ${process.version}, ${os.cpus().length} cores; load average ${loadBefore} before and ${loadavg()} after (1, 5, 15 min). Command \`npm run bench -- --only talent\`.`,
      '',
      `Data: the demo company with ${data.resumes.toLocaleString('en-US')} resumes from \`npx --no-install bole seed --resumes ${data.resumes}\`, seeded ${data.seededAt.slice(0, 10)} in ${data.seedSeconds} s, kept in \`bench/.data/talent-${data.resumes}\` (ignored by git) and ${data.reused ? 'reused by this run' : 'seeded by this run'}. Load: ${opts.seconds} s per row and connection count; load avg: the 1-minute load average right after the row's 1-connection run; SQL: the statements the endpoint issues, replayed in sequence on one connection, ${opts.runs} runs after a warm-up.`,
      '',
      `Keyword searches with 1 connection: worst p95 ${worst.one.p95.toFixed(1)} ms (${worst.name}, load average ${worst.busy.toFixed(1)}); target p95 < 50 ms ${verdict}.`,
      '',
      `List and filters:\n\n${queryTable(figures.filter((f) => !f.name.startsWith('keyword')), opts.connections)}`,
      '',
      `Keyword searches:\n\n${queryTable(keywordRows, opts.connections)}`,
      '',
      `Short terms found (brute force over the searched text of all ${data.resumes.toLocaleString('en-US')} resumes):\n\n${termTable(checks)}`,
      '',
      `The list page:\n\n${pageTable(pageFigures)}`,
    ].join('\n');
  } finally {
    await pool.end();
    await server.stop();
  }
}
