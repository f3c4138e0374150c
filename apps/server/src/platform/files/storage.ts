// Files (attachments, originals, exports) stored by content hash: the same bytes are kept
// once, and writing them again is a no-op, so retries and re-imports stay idempotent.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type StoredFile = { sha256: string; size: number; storageKey: string };

/** Where file bytes live; an S3-compatible store can implement the same interface. */
export type FileStorage = {
  /** Stores the bytes (once per content) and answers their hash and key. */
  put(bytes: Buffer): Promise<StoredFile>;
  read(storageKey: string): Promise<Buffer>;
  stream(storageKey: string): Readable;
  has(storageKey: string): Promise<boolean>;
  /** Deletes the bytes (a no-op when absent). Keys are shared by content: the caller checks no row still names it. */
  remove(storageKey: string): Promise<void>;
};

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

const KEY = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}$/;

/**
 * Local disk storage under `root`: `ab/cd/abcd…` by sha-256, written through a temp file and
 * a rename. Résumés hold identity numbers and phones: the files are the owner's alone (0600
 * in 0700 folders), and `root` is closed to others before the first write, which also
 * covers files stored before modes were set.
 */
export function localFileStorage(root: string): FileStorage {
  let closed: Promise<void> | undefined;
  const closeRoot = async () => {
    await mkdir(root, { recursive: true });
    await chmod(root, 0o700);
  };
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  const has = async (key: string) => {
    try {
      return (await stat(pathOf(key))).isFile();
    } catch {
      return false;
    }
  };
  return {
    async put(bytes) {
      const sha256 = sha256Of(bytes);
      const storageKey = `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
      if (!(await has(storageKey))) {
        const target = pathOf(storageKey);
        closed ??= closeRoot().catch((error: unknown) => {
          closed = undefined;
          throw error;
        });
        await closed;
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        const temp = `${target}.${randomUUID()}.tmp`;
        try {
          await writeFile(temp, bytes, { mode: 0o600 });
          await rename(temp, target);
        } finally {
          await rm(temp, { force: true });
        }
      }
      return { sha256, size: bytes.length, storageKey };
    },
    read: async (key) => readFile(pathOf(key)),
    stream: (key) => createReadStream(pathOf(key)),
    has,
    remove: async (key) => rm(pathOf(key), { force: true }),
  };
}
