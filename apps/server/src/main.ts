import { textLength } from '@bole/domain';
import { buildApp } from './app';
import { loadConfig } from './config';
import { RESET_LINK_USAGE } from './modules/auth/cli';
import { openDatabase } from './platform/db/open';
import { startPgBossJobs } from './platform/jobs/pg-boss';
import { DEMO_ACCOUNTS, DEMO_RECRUITERS, DEMO_RESUMES, hasAnyCompany, hasDemo, seedDemo } from './seed/demo';
import { demoPasswordOf, retireSharedDemoPassword, servesThisMachineOnly } from './seed/demo-password';
import { seedResumes } from './seed/resumes';
import { seedDemoWork } from './seed/work';

const config = loadConfig();
const database = await openDatabase(config);

// A fresh embedded database gets the demo company; an external one only on request (npx --no-install bole seed --demo).
const demoCompanyId = database.embedded && !(await hasAnyCompany(database.db)) ? (await seedDemo(database.db)).companyId : null;
if (demoCompanyId !== null) await seedResumes(database.owner.db, demoCompanyId, DEMO_RESUMES);

const jobs = await startPgBossJobs(database.owner.pool, { info: (m) => console.log(m), error: (m) => console.error(m) });
const app = await buildApp({ config, database, jobs });
if (demoCompanyId !== null) await seedDemoWork(app, database.owner.db, demoCompanyId);
// Seeding logs in with the shared password; it is gone before the server listens on another address.
const demo = await hasDemo(database.db);
const demoPassword = demoPasswordOf(config.dataDir, servesThisMachineOnly(config));
if (demo) await retireSharedDemoPassword(database.db, demoPassword);
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `伯乐招聘 已启动: ${url}`,
  `数据库: ${database.embedded ? `内置 PostgreSQL (${config.dataDir}/pg)` : '外部 PostgreSQL (DATABASE_URL)'}`,
  // No mail is sent yet, so reset and invitation links come only from the operator's shell.
  `重置密码和邀请链接: 尚未开通邮件发送，请在服务器上执行 ${RESET_LINK_USAGE} 获取`,
];
if (demo) {
  lines.push(`演示账号 (密码均为 ${demoPassword}):`);
  // Pad by display width: a Chinese character takes two columns in a terminal.
  for (const a of [...DEMO_ACCOUNTS, ...DEMO_RECRUITERS]) lines.push(`  ${a.roleName}${' '.repeat(12 - textLength(a.roleName))}${a.loginEmail.padEnd(24)}${a.loginMobile}`);
}
console.log(lines.join('\n'));
