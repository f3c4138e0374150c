// A real IMAP server for the mailbox tests: Debian's dovecot, run unprivileged from a
// config in a temp folder (passwd-file users, Maildir, 127.0.0.1 on a free port, no TLS).
// Mails are delivered by writing files into the Maildir, as a local delivery agent would.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One user's mailbox on the server. */
export type TestMailbox = {
  user: string;
  password: string;
  /** Puts a mail into the INBOX (it gets the next UID when a session next looks). */
  deliver(raw: Buffer): void;
  /** Forgets the folder's UIDs, as a rebuilt or migrated mailbox does: a new UIDVALIDITY, every mail a new UID. */
  rebuildUids(): void;
};

export type Dovecot = {
  host: string;
  port: number;
  /** A new user with an empty INBOX. */
  addUser(localPart: string): Promise<TestMailbox>;
  /** Stops the server (a test may start it again: the mails stay). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  dispose(): Promise<void>;
};

function binary(name: string): string {
  const found = ['/usr/sbin', '/usr/bin', '/sbin'].map((dir) => path.join(dir, name)).find((p) => fs.existsSync(p));
  if (!found) throw new Error(`${name} is not installed: apt-get install -y dovecot-imapd (see .ci/run)`);
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function listening(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`dovecot did not listen on ${port}`);
}

/** Starts dovecot with one user; as root it runs as nobody (dovecot refuses nothing then). */
export async function startDovecot(): Promise<Dovecot> {
  const dovecot = binary('dovecot');
  const doveadm = binary('doveadm');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bole-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  const uid = asRoot ? 65534 : process.getuid!();
  const gid = asRoot ? 65534 : process.getgid!();
  const userName = asRoot ? 'nobody' : os.userInfo().username;
  const groupName = asRoot ? 'nogroup' : String(gid);
  const port = await freePort();
  const passwd = path.join(dir, 'passwd');
  fs.writeFileSync(passwd, '');
  const conf = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(
    conf,
    [
      'protocols = imap',
      'listen = 127.0.0.1',
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `log_path = ${dir}/dovecot.log`,
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      'auth_failure_delay = 0',
      `default_internal_user = ${userName}`,
      `default_internal_group = ${groupName}`,
      `default_login_user = ${userName}`,
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${dir}/passwd\n}`,
      `userdb {\n  driver = passwd-file\n  args = username_format=%u ${dir}/passwd\n}`,
      'mail_location = maildir:~/Maildir',
      `service imap-login {\n  chroot =\n  inet_listener imap {\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      'service anvil {\n  chroot =\n}',
      'service imap-urlauth-login {\n  chroot =\n}',
      '',
    ].join('\n'),
  );
  const own = (p: string) => asRoot && fs.chownSync(p, uid, gid);
  const ownTree = (p: string) => {
    own(p);
    if (fs.statSync(p).isDirectory()) for (const entry of fs.readdirSync(p)) ownTree(path.join(p, entry));
  };
  ownTree(dir);

  const start = async () => {
    await new Promise<void>((resolve, reject) => {
      // dovecot forks into the background; the first process exits once the master runs.
      const child = spawn(dovecot, ['-c', conf], { uid, gid, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`dovecot exited with ${code}: ${fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8')}`))));
    });
    await listening(port);
  };
  const stop = async () => {
    await run(doveadm, ['-c', conf, 'stop'], { uid, gid }).catch(() => {});
    // The master removes its pid file when it is gone.
    const pidFile = path.join(dir, 'run', 'master.pid');
    const until = Date.now() + 10_000;
    while (fs.existsSync(pidFile) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  };
  await start();

  let n = 0;
  return {
    host: '127.0.0.1',
    port,
    async addUser(localPart) {
      const user = `${localPart}@example.com`;
      const password = `Imap-${randomUUID().slice(0, 8)}`;
      const home = path.join(dir, 'home', localPart);
      const maildir = path.join(home, 'Maildir');
      for (const sub of ['cur', 'new', 'tmp']) fs.mkdirSync(path.join(maildir, sub), { recursive: true });
      ownTree(path.join(dir, 'home'));
      fs.appendFileSync(passwd, `${user}:{PLAIN}${password}:${uid}:${gid}::${home}::\n`);
      // dovecot rereads the passwd file when it changed, but looks at most once a second.
      await new Promise((r) => setTimeout(r, 1100));
      return {
        user,
        password,
        deliver(raw) {
          n += 1;
          const file = path.join(maildir, 'new', `${Date.now()}.M${n}P${process.pid}_${randomUUID().slice(0, 8)}.bole,S=${raw.length}`);
          fs.writeFileSync(file, raw);
          own(file);
        },
        rebuildUids() {
          // dovecot-uidvalidity stays: the next UIDVALIDITY is then always a new one.
          for (const f of fs.readdirSync(maildir)) if (f === 'dovecot-uidlist' || f.startsWith('dovecot.index')) fs.rmSync(path.join(maildir, f), { force: true });
        },
      };
    },
    start,
    stop,
    async dispose() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
