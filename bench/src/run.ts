import { parseArgs } from 'node:util';
import { benchBoard } from './board';
import { benchCalendar } from './calendar';
import { bundleTable, measureBundles } from './bundle';
import { load, loadTable, type LoadResult } from './load';
import { machineLine, writeSection } from './report';
import { loginHeaders, startServer } from './server';
import { benchParse } from './parse';
import { benchReports } from './reports-board';
import { benchTalent } from './talent';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '8' },
    accounts: { type: 'string', default: '2000' },
    resumes: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    candidates: { type: 'string', default: '5000' },
    requests: { type: 'string', default: '200' },
    interviews: { type: 'string', default: '20000' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const want = (name: string) => !values.only || values.only.split(',').includes(name);

const ADMIN = { account: 'admin@demo.bole.cn', password: 'bole2026' };
const ROUTES = ['/home', '/user/company/accounts', '/user/manage/role', '/user/company/organization', '/user/company/base', '/user/company/meetingroom', '/user/company/team', '/user/company/address', '/resume/list/company', '/resume/detail/1', '/user/manage/tag', '/user/manage/resumefield', '/user/seting/resumeexport', '/resume/mailtake/set', '/resume/mailtake/wait', '/resume/mailtake/processed', '/resume/helper', '/user/ditch/channel', '/job/list', '/approval', '/user/manage/jobaudit', '/job/demand', '/user/manage/recruitfield', '/recruit/job', '/user/manage/recruitprocess', '/user/manage/recruitstage', '/user/seting/recruit', '/user/manage/filterrule', '/user/manage/resumenorm', '/user/seting/apply', '/resume/website/overview', '/resume/website/detail', '/user/seting/propaganda', '/report/list', '/recruit/interview', '/recruit/interview/calendar', '/user/manage/interview', '/user/manage/interviewregister', '/user/template/evaluate', '/user/seting/calendar', '/user/template/offer', '/recruit/preview/offeremail', '/user/manage/offerfield', '/user/manage/offeraudit', '/user/company/assets', '/lite/offeraudit', '/cloud/check', '/report/board/scan', '/report/board/job360', '/report/board/offer'];

/** Adds invited accounts through the API so the account list has a realistic size. */
async function seedAccounts(baseUrl: string, headers: Record<string, string>, count: number) {
  const roles = (await (await fetch(`${baseUrl}/api/company/roles`, { headers })).json()) as { data: { id: number; systemCode: number | null }[] };
  const hr = roles.data.find((r) => r.systemCode === 2)!.id;
  const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
  const given = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '晓东', '思琪', '雨桐', '子轩'];
  for (let i = 0; i < count; i += 1) {
    const body = { userName: `${surnames[i % surnames.length]}${given[i % given.length]}`, loginEmail: `bench${i}@example.com`, loginMobile: `139${String(i).padStart(8, '0')}`, roleId: hr };
    const res = await fetch(`${baseUrl}/api/company/accounts`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`seeding account ${i} failed: ${await res.text()}`);
  }
}

// The api and bundle parts share a server on a throw-away database with the demo company.
if (want('api') || want('bundle')) {
  const server = await startServer();
  try {
    const headers = await loginHeaders(server.baseUrl, ADMIN.account, ADMIN.password);
    if (want('api')) {
      const accounts = Number(values.accounts);
      console.log(`seeding ${accounts} accounts ...`);
      await seedAccounts(server.baseUrl, headers, accounts);
      const targets: [string, string][] = [
        ['GET /api/health (floor)', '/api/health'],
        ['GET /api/common/account/info', '/api/common/account/info'],
        ['GET /api/common/menu', '/api/common/menu?sysType=1'],
        ['GET /api/company/accounts page 1', '/api/company/accounts?page=1&pageSize=20'],
        ['GET /api/company/accounts keyword 晓东', `/api/company/accounts?keyword=${encodeURIComponent('晓东')}`],
        ['GET /api/company/orgs', '/api/company/orgs'],
        ['GET /api/basedata/locations', '/api/basedata/locations'],
      ];
      // One client shows a request's own latency; several show it under load, queueing included.
      const tables: string[] = [];
      for (const clients of [1, connections]) {
        const rows: LoadResult[] = [];
        for (const [name, url] of targets) {
          const r = await load(name, `${server.baseUrl}${url}`, headers, { connections: clients, seconds });
          console.log(`${clients} client(s) ${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.rps} req/s, errors ${r.errors}`);
          rows.push(r);
        }
        tables.push(`${clients} keep-alive connection${clients > 1 ? 's' : ''}, ${seconds} s per endpoint:\n\n${loadTable(rows)}`);
      }
      writeSection('api', `${machineLine()} Demo company plus ${accounts} accounts; command \`npm run bench -- --only api\`.\n\n${tables.join('\n\n')}`);
    }
    if (want('bundle')) {
      const rows = await measureBundles(server.baseUrl, ADMIN, ROUTES);
      console.log(bundleTable(rows));
      writeSection('bundle', `${machineLine()} JavaScript fetched by headless Chromium, gzip level 9; each route opened right after /login in a fresh context, counting what it adds to /login; command \`npm run bench -- --only bundle\`.\n\n${bundleTable(rows)}`);
    }
  } finally {
    await server.stop();
  }
}
if (want('parse')) writeSection('parse', await benchParse());
if (want('talent')) {
  // Its own server, on a data folder seeded once with the resumes and reused.
  const body = await benchTalent({ resumes: Number(values.resumes), seconds, connections, runs: Number(values.runs), ...ADMIN });
  writeSection('talent', body);
}
if (want('board')) {
  // Its own server, on a data folder with one job's candidates, seeded once and reused.
  writeSection('board', await benchBoard({ candidates: Number(values.candidates), requests: Number(values.requests), ...ADMIN }));
}
if (want('calendar')) {
  // Its own server, on a data folder with the demo company and the interviews, seeded once and reused.
  writeSection('calendar', await benchCalendar({ interviews: Number(values.interviews), requests: Number(values.requests), ...ADMIN }));
}
if (want('reports')) {
  // Its own server, on a data folder filled by `npx --no-install bole seed --reports`, seeded once and reused.
  writeSection('reports', await benchReports({ requests: Number(values.requests), ...ADMIN }));
}
