// Runs the server tests on the embedded PostgreSQL and, when DATABASE_URL is set (CI), on that
// external server too, so both kinds are proven every run. The two passes run side by side: each
// spends much of its time waiting on its database, so together they take little more than one.
// Each pass writes to its own log, printed whole when both are done.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { DATABASE_URL, ...env } = process.env;
// `server` shares one process among its files; `server-isolated` holds the few that mock modules.
const projects = ['--project', 'server', '--project', 'server-isolated'];
const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'bole-server-tests-'));

function pass(title, extra) {
  const file = path.join(logs, `${title.replace(/\W+/g, '-')}.log`);
  const out = fs.openSync(file, 'w');
  const started = Date.now();
  const child = spawn('npx', ['vitest', 'run', ...projects], { stdio: ['ignore', out, out], env: { ...env, ...extra } });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(out);
      resolve({ title, file, code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const passes = [pass('embedded PostgreSQL', {})];
if (DATABASE_URL) passes.push(pass('external PostgreSQL (DATABASE_URL)', { BOLE_TEST_DATABASE_URL: DATABASE_URL }));
const results = await Promise.all(passes);
for (const r of results) {
  console.log(`\n== server tests on the ${r.title}: ${r.code === 0 ? 'passed' : 'FAILED'} in ${r.seconds} s ==`);
  process.stdout.write(fs.readFileSync(r.file));
}
fs.rmSync(logs, { recursive: true, force: true });
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
