// Runs the server tests on the embedded PostgreSQL, then again on the external server
// named by DATABASE_URL when it is set (CI), so both kinds are proven every run.
import { spawnSync } from 'node:child_process';

const { DATABASE_URL, ...env } = process.env;
// `server` shares one process among its files; `server-isolated` holds the few that mock modules.
const projects = ['--project', 'server', '--project', 'server-isolated'];
const vitest = (extra) => spawnSync('npx', ['vitest', 'run', ...projects], { stdio: 'inherit', env: { ...env, ...extra } }).status ?? 1;

console.log('\n== server tests on the embedded PostgreSQL ==');
let status = vitest({});
if (status === 0 && DATABASE_URL) {
  console.log('\n== server tests on the external PostgreSQL (DATABASE_URL) ==');
  status = vitest({ BOLE_TEST_DATABASE_URL: DATABASE_URL });
}
process.exit(status);
