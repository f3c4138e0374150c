import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import { hashPassword, verifyPassword } from '../platform/auth/password';
import type { Db } from '../platform/db/client';
import { accounts } from '../modules/company/tables';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_RECRUITERS } from './demo';

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Whether only this machine reaches the server: it listens on loopback, no proxy is trusted
 * to forward others' requests, and its public address is this machine. Only then is the
 * documented demo password safe.
 */
export function servesThisMachineOnly(config: Pick<Config, 'host' | 'trustProxy' | 'publicUrl'>): boolean {
  return isLoopback(config.host) && config.trustProxy === false && isLoopback(new URL(config.publicUrl).hostname);
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const pick = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * The demo accounts' password. The documented shared one while only this machine reaches
 * the server; once it listens on another address (HOST) or sits behind a proxy or a public
 * address, a random one made for this data folder and kept in `demo-password` (0600), used
 * from then on whatever the address.
 */
export function demoPasswordOf(dataDir: string, thisMachineOnly: boolean): string {
  const file = path.join(dataDir, 'demo-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  if (thisMachineOnly) return DEMO_PASSWORD;
  const password = `${pick(LETTERS, 6)}${pick('23456789', 4)}`;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Gives demo accounts that still have the shared password the install's own one. */
export async function retireSharedDemoPassword(db: Db, password: string): Promise<void> {
  if (password === DEMO_PASSWORD) return;
  const rows = await db
    .select({ id: accounts.id, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(inArray(accounts.loginEmail, [...DEMO_ACCOUNTS, ...DEMO_RECRUITERS].map((a) => a.loginEmail)));
  const passwordHash = await hashPassword(password);
  for (const row of rows) {
    if (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) {
      await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, row.id));
    }
  }
}
