// The parser off the main thread: answers like the parser, and a file that takes too long or
// too much memory is refused while the pool keeps working.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createParsePool, type ParsePool } from '../../src/modules/intake/parse-pool';
import { ParseRefusal } from '../../src/modules/intake/parser';
import { FIXTURES } from './accuracy';

const pools: ParsePool[] = [];
const pool = (opts?: Parameters<typeof createParsePool>[0]) => {
  const p = createParsePool(opts);
  pools.push(p);
  return p;
};
afterAll(async () => Promise.all(pools.map((p) => p.close())));
const file = (name: string) => readFile(path.join(FIXTURES, name));

describe('parse pool', () => {
  it('parses in a worker, one file after another, and passes refusals on', async () => {
    const p = pool();
    const [a, b] = await Promise.all([p.parse(await file('ouyang-boss.pdf'), 'ouyang-boss.pdf'), p.parse(await file('lina-51job.html'), 'lina-51job.html')]);
    expect([a.resume.name, b.resume.name]).toEqual(['欧阳明轩', '李娜']);
    await expect(p.parse(await file('broken-encrypted.pdf'), 'x.pdf')).rejects.toMatchObject({ key: 'RESUME_FILE_ENCRYPTED' });
  });

  it('refuses a file that gets no answer in time', async () => {
    const p = pool({ timeoutMs: 1 });
    const slow = await p.parse(await file('zhao-personal.txt'), 'a.txt').catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(ParseRefusal);
    expect((slow as ParseRefusal).key).toBe('RESUME_FILE_TOO_COMPLEX');
  });

  it('refuses a file when the worker runs out of memory, and keeps answering with a new worker', async () => {
    const p = pool({ maxMemoryMb: 4 });
    await expect(p.parse(await file('huang-personal-chromium.pdf'), 'a.pdf')).rejects.toMatchObject({ key: 'RESUME_FILE_TOO_COMPLEX' });
    await expect(p.parse(await file('zhao-personal.txt'), 'a.txt')).rejects.toMatchObject({ key: 'RESUME_FILE_TOO_COMPLEX' });
  });
});
