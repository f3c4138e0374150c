import { describe, expect, it } from 'vitest';
import { batchItemOutcome, createScheduler, fileProblem, isSystemFile, outcomeOf, summaryOf, type UploadRow } from './upload-files';

const file = (name: string, size = 2048) => ({ name, size });

describe('上传简历 file checks', () => {
  it('takes resume formats and zips within their limits, and says why not otherwise', () => {
    for (const name of ['张伟.pdf', 'a.DOC', 'b.docx', 'c.htm', 'd.mht', 'e.txt', 'f.eml', 'g.JPG', 'h.png', '简历包.zip']) expect(fileProblem(file(name)), name).toBeNull();
    expect(fileProblem(file('报表.xlsx'))).toContain('不支持该文件格式');
    expect(fileProblem(file('空.pdf', 0))).toBe('文件为空，请检查后重新上传');
    expect(fileProblem(file('大.pdf', 11 * 1024 * 1024))).toContain('超过10MB');
    expect(fileProblem(file('大.zip', 15 * 1024 * 1024))).toBeNull();
    expect(fileProblem(file('太大.zip', 21 * 1024 * 1024))).toContain('压缩包超过20MB');
    expect(['.DS_Store', 'Thumbs.db', '~$简历.docx'].every(isSystemFile)).toBe(true);
    expect(isSystemFile('张伟.pdf')).toBe(false);
  });
});

describe('outcomes', () => {
  it('reads stored, flagged, duplicate and failed answers', () => {
    expect(outcomeOf({ id: 5, parseStatus: 1, storageResult: 1, reason: null })).toEqual({ kind: 'stored', id: 5, duplicateOfId: null, reason: null });
    expect(outcomeOf({ id: 6, parseStatus: 4, storageResult: 1, reason: '简历中没有手机号' })).toMatchObject({ kind: 'flagged', reason: '简历中没有手机号' });
    expect(outcomeOf({ id: 7, parseStatus: 6, storageResult: 1, reason: null })).toMatchObject({ kind: 'flagged', reason: '手机号格式有误' });
    // The same file again answers the resume that holds it; a duplicate phone links another one.
    expect(outcomeOf({ id: 5, parseStatus: 7, storageResult: 3, reason: '该文件已上传过', duplicateOfId: 5 })).toMatchObject({ kind: 'duplicate', id: 5, duplicateOfId: null });
    expect(outcomeOf({ id: 8, parseStatus: 5, storageResult: 3, reason: '手机号重复', duplicateOfId: 5 })).toMatchObject({ kind: 'duplicate', id: 8, duplicateOfId: 5 });
    expect(batchItemOutcome({ fileName: 'a.zip/坏.pdf', storageResult: 2, id: null, parseStatus: null, format: null, reason: '文件已损坏' })).toEqual({ kind: 'failed', id: null, duplicateOfId: null, reason: '文件已损坏', fileName: 'a.zip/坏.pdf' });
    expect(batchItemOutcome({ fileName: 'a.zip/.DS_Store', storageResult: 4, id: null, parseStatus: null, format: null, reason: '系统文件，已忽略' })).toMatchObject({ kind: 'skipped', reason: '系统文件，已忽略' });
  });

  it('counts each resume of a zip and the files still in flight, system files apart', () => {
    const row = (state: UploadRow['state'], kinds: ('stored' | 'failed' | 'duplicate' | 'flagged' | 'skipped')[] = []): UploadRow => ({
      key: String(Math.random()),
      fileName: 'x',
      size: 1,
      state,
      progress: 0,
      outcomes: kinds.map((kind) => ({ kind, id: 1, duplicateOfId: null, reason: null })),
    });
    const s = summaryOf([row('done', ['stored']), row('done', ['stored', 'flagged', 'duplicate', 'failed', 'skipped']), row('uploading'), row('waiting'), row('cancelled')]);
    expect(s).toEqual({ total: 7, pending: 2, stored: 2, flagged: 1, duplicate: 1, failed: 1, skipped: 1 });
  });
});

describe('createScheduler', () => {
  it('keeps at most the limit in flight, goes on after a failure and reports when idle', async () => {
    let inFlight = 0;
    let most = 0;
    const done: number[] = [];
    let idle!: () => void;
    const finished = new Promise<void>((resolve) => (idle = resolve));
    const s = createScheduler(3, idle);
    for (let i = 0; i < 10; i += 1) {
      s.add(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
        if (i === 2) throw new Error('broken file');
        done.push(i);
      });
    }
    await finished;
    expect(most).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 3, 4, 5, 6, 7, 8, 9]);
  });
});
