import fs from 'node:fs';
import path from 'node:path';
import { isPostgresOf, passwordFileOf } from './embedded';

/**
 * The connection URL of the embedded PostgreSQL that a running Bole (`npm start`) serves
 * from `dir`, or undefined when none runs there. A command run beside the server must
 * connect to it: starting another on the same folder would stop the server's database.
 * The port is the fourth line of PostgreSQL's postmaster.pid.
 */
export function runningEmbeddedUrl(dir: string, database: string): string | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(port) || port <= 0 || !isPostgresOf(pid, dir)) return undefined;
  const password = fs.readFileSync(passwordFileOf(dir), 'utf8').trim();
  return `postgres://bole:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
