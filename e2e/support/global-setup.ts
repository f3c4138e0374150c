import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the mail server the app sends through keeps each mail it took, one .eml file per mail. */
    mailDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A mail server on loopback that takes every mail without login and files it in `dir`. */
function startMailSink(dir: string): Promise<{ server: SMTPServer; port: number }> {
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      n += 1;
      const file = fs.createWriteStream(path.join(dir, `${String(n).padStart(4, '0')}.eml`));
      stream.pipe(file);
      file.on('finish', () => done());
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.server.address() as net.AddressInfo).port })));
}

/**
 * Starts the built app as `npm start` would (embedded PostgreSQL, demo company) in a
 * throw-away data folder, its mail going to a mail server on loopback, and stops both after
 * the run. The server is built first (a second or two), so the run tests the current sources
 * as `npm start` serves them: bundles and worker threads from apps/server/dist.
 */
export default async function setup(project: TestProject) {
  // BOLE_WEB_DIST (read by the server too) lets a run use a build kept elsewhere.
  const dist = process.env.BOLE_WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`web app not built in ${dist}: run npm run build first`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bole-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const mailDir = path.join(dataDir, 'mails');
  fs.mkdirSync(mailDir);
  const mail = await startMailSink(mailDir);
  const { DATABASE_URL: _external, ...env } = process.env;
  const serverDir = path.join(root, 'apps/server');
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  const server: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', BOLE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', BOLE_PUBLIC_URL: `http://127.0.0.1:${port}`, MAIL_ALLOW_PRIVATE_HOSTS: '1', SMTP_URL: `smtp://127.0.0.1:${mail.port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await new Promise<void>((r) => mail.server.close(() => r()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
