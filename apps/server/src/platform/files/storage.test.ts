import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage, sha256Of } from './storage';

describe('localFileStorage', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bole-files-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const storage = localFileStorage(root);

  it('stores bytes once by content hash and reads them back', async () => {
    const bytes = Buffer.from('张三的简历 PDF bytes');
    const first = await storage.put(bytes);
    const again = await storage.put(Buffer.from(bytes));
    expect(first).toEqual(again);
    expect(first.sha256).toBe(sha256Of(bytes));
    expect(first.size).toBe(bytes.length);
    expect(first.storageKey).toBe(`${first.sha256.slice(0, 2)}/${first.sha256.slice(2, 4)}/${first.sha256}`);
    expect((await storage.read(first.storageKey)).equals(bytes)).toBe(true);
    expect(await storage.has(first.storageKey)).toBe(true);
    // No temp files are left behind.
    expect(await readdir(path.join(root, first.sha256.slice(0, 2), first.sha256.slice(2, 4)))).toEqual([first.sha256]);
  });

  it('removes bytes by key, and a missing key quietly', async () => {
    const { storageKey } = await storage.put(Buffer.from('王五 导出的Excel 13800000001'));
    await storage.remove(storageKey);
    expect(await storage.has(storageKey)).toBe(false);
    await storage.remove(storageKey);
    await expect(storage.remove('../secret.key')).rejects.toThrow('invalid storage key');
  });

  it('refuses keys that are not content hashes', async () => {
    await expect(storage.read('../secret.key')).rejects.toThrow('invalid storage key');
    expect(await storage.has('00/00/' + '0'.repeat(64))).toBe(false);
  });

  it('keeps the files to their owner: 0600 in 0700 folders, the root closed too', async () => {
    await chmod(root, 0o755);
    const { storageKey } = await localFileStorage(root).put(Buffer.from('李四 身份证 110101199003071234'));
    const mode = async (p: string) => (await stat(path.join(root, p))).mode & 0o777;
    expect(await mode(storageKey)).toBe(0o600);
    expect(await mode(path.dirname(storageKey))).toBe(0o700);
    expect(await mode(path.dirname(path.dirname(storageKey)))).toBe(0o700);
    expect(await mode('.')).toBe(0o700);
  });
});
