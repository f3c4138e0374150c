import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordFileOf, startEmbedded, type EmbeddedServer } from '../../src/platform/db/embedded';
import { localFileStorage } from '../../src/platform/files/storage';

// Issue 11 item 8: a local user on the same host must not reach the embedded database
// (the superuser's password was the fixed 'bole') nor the stored files (0644 under 0755),
// and a stale pid file must not make Bole signal someone else's process.

const asRoot = process.getuid?.() === 0;
const modeOf = (p: string) => fs.statSync(p).mode & 0o7777;
const withPassword = (url: string, password: string) => {
  const u = new URL(url);
  u.password = password;
  return u.toString();
};

async function login(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return (await client.query<{ user: string }>('select current_user as user')).rows[0]!.user;
  } catch (error) {
    return `refused ${(error as { code?: string }).code}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('item 8: the embedded database and the stored files are closed to other local users', () => {
  // mkdtemp makes the folder 0700 and, as root, owned by root: the database user must still get in.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bole-item08-'));
  const pgDir = path.join(dataDir, 'pg');
  const passwordFile = passwordFileOf(pgDir);
  let server: EmbeddedServer | undefined;

  beforeAll(async () => {
    server = await startEmbedded(pgDir);
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts in a data folder made by mkdtemp, and closes it to everyone but the owner (and, as root, the postgres group\'s traverse)', () => {
    expect(server).toBeDefined();
    expect(modeOf(dataDir)).toBe(asRoot ? 0o710 : 0o700);
    expect(modeOf(pgDir)).toBe(0o700);
  });

  it('gives the superuser a random password of its own, kept in a 0600 file, and refuses the old fixed one', async () => {
    expect(passwordFile).toBe(path.join(dataDir, 'pg-password'));
    expect(modeOf(passwordFile)).toBe(0o600);
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    expect(password).not.toBe('bole');
    expect(password.length).toBeGreaterThanOrEqual(32);
    const url = server!.url('postgres');
    expect(await login(url)).toBe('bole');
    expect(await login(withPassword(url, 'bole'))).toBe('refused 28P01');
    const hba = fs.readFileSync(path.join(pgDir, 'pg_hba.conf'), 'utf8').split('\n').filter((l) => /^\s*(local|host)/.test(l));
    expect(hba.length).toBeGreaterThan(0);
    for (const line of hba) expect(line.trim().split(/\s+/).at(-1)).toBe('scram-sha-256');
  });

  it('stores files readable by their owner alone: 0600 in 0700 folders', async () => {
    const root = path.join(dataDir, 'files');
    const { storageKey } = await localFileStorage(root).put(Buffer.from('王五 13800138000 身份证 110101199003071234'));
    expect(modeOf(path.join(root, storageKey))).toBe(0o600);
    expect(modeOf(path.join(root, path.dirname(storageKey)))).toBe(0o700);
    expect(modeOf(path.join(root, path.dirname(path.dirname(storageKey))))).toBe(0o700);
    expect(modeOf(root)).toBe(0o700);
  });

  it('leaves alone an unrelated live process named by a stale postmaster.pid, starts anyway and keeps its password', async () => {
    const password = new URL(server!.url('postgres')).password;
    await server!.stop();
    server = undefined;
    const bystander = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(pgDir, 'postmaster.pid'), `${bystander.pid}\n${pgDir}\n`);
      server = await startEmbedded(pgDir);
      expect(await login(server.url('postgres'))).toBe('bole');
      expect(bystander.exitCode).toBeNull();
      expect(bystander.signalCode).toBeNull();
      expect(() => process.kill(bystander.pid!, 0)).not.toThrow();
      expect(new URL(server.url('postgres')).password).toBe(password);
    } finally {
      bystander.kill('SIGKILL');
    }
  });

  it.runIf(process.platform === 'linux')('still stops an orphaned postgres of this very folder', async () => {
    // A Bole process killed with -9 leaves its database running on the folder.
    const orphanPid = Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(() => process.kill(orphanPid, 0)).not.toThrow();
    server = await startEmbedded(pgDir);
    expect(await login(server.url('postgres'))).toBe('bole');
    expect(() => process.kill(orphanPid, 0)).toThrow();
  });

  it('moves a cluster made with the old fixed password to a generated one on start', async () => {
    // A cluster as Bole made them before: superuser password 'bole', no password file.
    const admin = new pg.Client({ connectionString: server!.url('postgres') });
    await admin.connect();
    await admin.query(`alter user bole password 'bole'`);
    await admin.end();
    await server!.stop();
    server = undefined;
    fs.rmSync(passwordFile);

    server = await startEmbedded(pgDir);
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    expect(password).not.toBe('bole');
    expect(modeOf(passwordFile)).toBe(0o600);
    expect(await login(server.url('postgres'))).toBe('bole');
    expect(await login(withPassword(server.url('postgres'), 'bole'))).toBe('refused 28P01');
  });
});
