import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BOLE, ROOT } from '../server';

/** Where the talent and board benches keep their seeded databases between runs (ignored by git). */
export const TALENT_DATA_ROOT = path.join(ROOT, 'bench/.data');

export type TalentData = { dataDir: string; resumes: number; seededAt: string; seedSeconds: number; reused: boolean };

/** Runs a command to its end, inheriting the terminal; rejects on a non-zero exit. */
function run(command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...opts, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * A data folder (`bench/.data/<name>-<count>`) holding the demo company plus `count` generated
 * resumes. Seeded once with `npx --no-install bole seed --resumes N` (the command users run) and reused while
 * its marker file says it is complete; a half-seeded folder (interrupted run) is thrown away.
 */
export async function talentData(count: number, name = 'talent'): Promise<TalentData> {
  const dataDir = path.join(TALENT_DATA_ROOT, `${name}-${count}`);
  const marker = path.join(dataDir, 'seeded.json');
  if (fs.existsSync(marker)) return { ...(JSON.parse(fs.readFileSync(marker, 'utf8')) as Omit<TalentData, 'reused'>), reused: true };
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  // The embedded PostgreSQL runs as the postgres user and must reach its folder.
  for (const dir of [TALENT_DATA_ROOT, dataDir]) fs.chmodSync(dir, 0o755);
  const { DATABASE_URL: _external, ...env } = process.env;
  console.log(`seeding ${count} resumes into ${dataDir} ...`);
  const started = Date.now();
  await run(process.execPath, [BOLE, 'seed', '--resumes', String(count)], { cwd: path.join(ROOT, 'apps/server'), env: { ...env, BOLE_DATA_DIR: dataDir } });
  const data = { dataDir, resumes: count, seededAt: new Date().toISOString(), seedSeconds: Math.round((Date.now() - started) / 1000) };
  fs.writeFileSync(marker, `${JSON.stringify(data, null, 2)}\n`);
  return { ...data, reused: false };
}
