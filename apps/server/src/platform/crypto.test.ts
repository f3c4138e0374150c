import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, readOrCreateKeyFile, SecretUnreadableError } from './crypto';

const key = Buffer.alloc(32, 1);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bole-key-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('encryptSecret / decryptSecret', () => {
  it('round-trips, with a fresh IV every time', () => {
    const a = encryptSecret(key, '钉钉AppSecret-123');
    expect(a).not.toContain('AppSecret');
    expect(encryptSecret(key, '钉钉AppSecret-123')).not.toBe(a);
    expect(decryptSecret(key, a)).toBe('钉钉AppSecret-123');
  });

  it('refuses another key and a tampered value', () => {
    const stored = encryptSecret(key, 'secret');
    expect(() => decryptSecret(Buffer.alloc(32, 2), stored)).toThrow(SecretUnreadableError);
    const [v, iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => decryptSecret(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(SecretUnreadableError);
    expect(() => decryptSecret(key, 'plain-text')).toThrow(SecretUnreadableError);
  });
});

describe('readOrCreateKeyFile', () => {
  it('creates a 0600 key file on first use and reads the same key afterwards', () => {
    const file = path.join(dir, 'nested', 'secret.key');
    const first = readOrCreateKeyFile(file);
    expect(first).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateKeyFile(file).equals(first)).toBe(true);
  });

  it('refuses a file that does not hold a key', () => {
    const file = path.join(dir, 'bad.key');
    fs.writeFileSync(file, 'not a key');
    expect(() => readOrCreateKeyFile(file)).toThrow(/64 hex/);
  });
});
