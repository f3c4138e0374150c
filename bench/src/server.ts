import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The checkout's own `bole` command, never `npx bole`: the registry has an unrelated package of that name. */
export const BOLE = path.join(ROOT, 'apps/server/bin/bole.js');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type RunningServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

/**
 * Starts the built server in its own process, as `npm start` does, so the load generator
 * does not share its CPU time slice with the server's event loop. Its embedded database
 * lives in `dataDir` (kept), or else in a throw-away folder with the demo company.
 */
export async function startServer(opts: { dataDir?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bole-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const { DATABASE_URL: _external, ...env } = process.env;
  execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(ROOT, 'apps/server'), stdio: 'inherit' });
  const child: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(ROOT, 'apps/server'),
    env: { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', BOLE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the API and answers the headers the browser would send. */
export async function loginHeaders(baseUrl: string, account: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password }) });
  const body = (await res.json()) as { data: { token: string; user: { roleType: number } } };
  return { token: body.data.token, source: '4', roleType: String(body.data.user.roleType), sysType: '1' };
}
