import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Secrets we must give back to a third party (DingTalk app secrets, mailbox passwords)
// are stored encrypted with AES-256-GCM under the server's key, so a copied database or
// backup does not hand them out. Stored form: `v1.<iv>.<tag>.<ciphertext>`, base64url.

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_HEX = /^[0-9a-fA-F]{64}$/;

/** The 32-byte key written as 64 hex characters (env `BOLE_SECRET_KEY`, the key file). */
export function parseSecretKey(hex: string, source: string): Buffer {
  const text = hex.trim();
  if (!KEY_HEX.test(text)) throw new Error(`${source}: the secret key must be 64 hex characters (32 bytes)`);
  return Buffer.from(text, 'hex');
}

/**
 * The key in `file`, created with a random key (mode 0600) when the file does not exist
 * yet. Several processes sharing one database must share the key: set BOLE_SECRET_KEY.
 */
export function readOrCreateKeyFile(file: string): Buffer {
  try {
    return parseSecretKey(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const hex = randomBytes(32).toString('hex');
  try {
    // 'wx': another process starting at the same moment wins, and we read its key.
    fs.writeFileSync(file, `${hex}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseSecretKey(fs.readFileSync(file, 'utf8'), file);
  }
  return Buffer.from(hex, 'hex');
}

/** Encrypts a secret for storage; every call uses a fresh random IV. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** A stored secret that cannot be decrypted: another key, or a damaged value. */
export class SecretUnreadableError extends Error {
  constructor() {
    super('stored secret cannot be decrypted with the current key');
    this.name = 'SecretUnreadableError';
  }
}

/** Decrypts what `encryptSecret` stored; throws SecretUnreadableError when the key or the value does not fit. */
export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, data, ...rest] = stored.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined || rest.length > 0) throw new SecretUnreadableError();
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError();
  }
}
