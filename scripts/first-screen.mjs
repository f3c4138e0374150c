// How much gzipped JavaScript each page of the web app loads, from the Vite manifest
// (apps/web/dist/.vite/manifest.json, written by `npm run build -w @bole/web`).
//
// A page loads the shell (the entry with its static imports: the modulepreloads of index.html),
// then the lazy modules its route renders (layout, area, page) with their static imports. Sizes
// are gzip level 9 of the emitted files, as the bench measures them in the browser.
//
//   node scripts/first-screen.mjs            table of every page; exit 1 when a sign-in screen is over budget
//   node scripts/first-screen.mjs /login     plus the chunks of that page
//   node scripts/first-screen.mjs --json     machine-readable
//   node scripts/first-screen.mjs --dist=DIR another build (default apps/web/dist)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.find((arg) => arg.startsWith('--dist='));
const dist = distArg ? path.resolve(distArg.slice('--dist='.length)) : path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No ${path.relative(root, manifestPath)}: run \`npm run build -w @bole/web\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

/** Budget of the sign-in screens (shell + auth area), and of what one area may add beyond the shell. */
const FIRST_SCREEN_BUDGET_KB = 150;
const AREA_BUDGET_KB = 150;

const MAIN = 'src/app/layouts/MainLayout.tsx';
const LITE = 'src/app/layouts/LiteLayout.tsx';
// antd's provider (AntdRoot): the main layout loads it around every page but the plain ones (/home).
const ANTD = Object.keys(manifest).find((key) => key === 'src/app/AntdRoot.tsx') ?? Object.keys(manifest).find((key) => manifest[key].name === 'AntdRoot') ?? 'src/app/AntdRoot.tsx';
const MAIN_ANTD = [MAIN, ANTD];
const AUTH = 'src/features/auth/index.tsx';
const area = (name) => `src/features/${name}/index.tsx`;

/** Lazy modules started at boot on every page (the old root message bridge, when present). */
const BOOT = ['src/app/MessageBridge.tsx'];

/** Page -> [layout modules, area modules] its first render imports. */
const PAGES = {
  '/login': [[], [AUTH]],
  '/register': [[], [AUTH, 'src/features/auth/pages/RegisterPage.tsx']],
  '/out/forget': [[], [AUTH, 'src/features/auth/pages/ForgetPage.tsx']],
  '/out/limit': [[], [AUTH, 'src/features/auth/pages/LimitPage.tsx']],
  '/home': [[MAIN], [area('home')]],  // drawn without antd
  ...Object.fromEntries(
    [
      ['/user/company/accounts', 'accounts'],
      ['/user/manage/role', 'roles'],
      ['/user/company/organization', 'organization'],
      ['/user/company/base', 'base'],
      ['/user/company/meetingroom', 'meetingroom'],
      ['/user/company/team', 'team'],
      ['/user/company/address', 'address'],
    ].map(([page, folder]) => [page, [MAIN_ANTD, [`src/features/company/${folder}/index.tsx`]]]),
  ),
  '/ppdemo': [MAIN_ANTD, [area('demo')]],
  '/recruit/job': [MAIN_ANTD, [area('recruit'), 'src/features/recruit/job/JobProcessPage.tsx']],
  '/lite/interviewplan': [[LITE], [area('lite')]],
  '/out/feedback/… (antd, public)': [[ANTD], [area('out')]],
  ...Object.fromEntries(
    ['resume', 'intake', 'portal', 'recruit', 'interview', 'job', 'report', 'more', 'settings', 'cloud'].map((name) => [`(${name})`, [MAIN_ANTD, [area(name)]]]),
  ),
};
const SIGN_IN_PAGES = new Set(['/login', '/register', '/out/forget', '/out/limit']);

const gzCache = new Map();
function gzKb(file) {
  if (!gzCache.has(file)) gzCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gzCache.get(file);
}

/** The manifest keys of a chunk and everything it imports statically. */
function closure(key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, into);
  return into;
}
const closureOf = (keys) => keys.reduce((set, key) => closure(key, set), new Set());
const minus = (set, ...others) => new Set([...set].filter((key) => !others.some((other) => other.has(key))));
const files = (keys) => [...keys].map((key) => manifest[key].file);
const sum = (keys) => files(keys).reduce((n, file) => n + gzKb(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const shell = closureOf([entryKey, ...BOOT]);
const shellKb = sum(shell);

const rows = Object.entries(PAGES).map(([page, [layouts, areas]]) => {
  const missing = [...layouts, ...areas].filter((key) => !manifest[key]);
  const layout = minus(closureOf(layouts), shell);
  const areaOnly = minus(closureOf(areas), shell);
  const all = new Set([...layout, ...areaOnly]);
  return { page, layoutKb: sum(layout), areaKb: sum(areaOnly), extraKb: sum(all), totalKb: shellKb + sum(all), chunks: [...all], missing };
});

const args = process.argv.slice(2);
if (args.includes('--json')) {
  console.log(JSON.stringify({ shellKb, shell: files(shell), rows: rows.map((r) => ({ ...r, chunks: files(r.chunks) })) }, null, 2));
  process.exit(0);
}

const kb = (n) => n.toFixed(1).padStart(7);
console.log(`shell (entry + static imports${BOOT.some((k) => manifest[k]) ? ' + boot lazies' : ''}): ${shellKb.toFixed(1)} KB gz, ${shell.size} files`);
for (const file of files(shell).sort((a, b) => gzKb(b) - gzKb(a))) console.log(`  ${kb(gzKb(file))}  ${file}`);
console.log('\nKB gz                              layout     area  beyond shell    page total');
let failed = false;
for (const row of rows) {
  const signIn = SIGN_IN_PAGES.has(row.page);
  const over = signIn ? row.totalKb > FIRST_SCREEN_BUDGET_KB : row.areaKb > AREA_BUDGET_KB;
  if (signIn && over) failed = true;
  const note = [over && (signIn ? `over the ${FIRST_SCREEN_BUDGET_KB} KB first-screen budget` : `area over ${AREA_BUDGET_KB} KB`), row.missing.length && `missing ${row.missing.join(', ')}`]
    .filter(Boolean)
    .join('; ');
  console.log(`${row.page.padEnd(32)} ${kb(row.layoutKb)}  ${kb(row.areaKb)}  ${kb(row.extraKb)}       ${kb(row.totalKb)}  ${note}`);
}
for (const page of args.filter((a) => !a.startsWith('--'))) {
  const row = rows.find((r) => r.page === page);
  if (!row) continue;
  console.log(`\n${page}: beyond the shell`);
  for (const file of files(row.chunks).sort((a, b) => gzKb(b) - gzKb(a))) console.log(`  ${kb(gzKb(file))}  ${file}`);
}
process.exitCode = failed ? 1 : 0;
