import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../platform/auth/password';
import type { Db } from '../platform/db/client';
import { accounts } from '../modules/company/tables';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo';

/** Whether the server listens on this machine only (the shared demo password is safe there). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const pick = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * The demo accounts' password. The documented shared one while the server listens on
 * loopback only; once it listens on another address (HOST), a random one made for this
 * data folder and kept in `demo-password` (0600), used from then on whatever the address.
 */
export function demoPasswordOf(dataDir: string, host: string): string {
  const file = path.join(dataDir, 'demo-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  if (isLoopback(host)) return DEMO_PASSWORD;
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
    .where(inArray(accounts.loginEmail, DEMO_ACCOUNTS.map((a) => a.loginEmail)));
  const passwordHash = await hashPassword(password);
  for (const row of rows) {
    if (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) {
      await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, row.id));
    }
  }
}
