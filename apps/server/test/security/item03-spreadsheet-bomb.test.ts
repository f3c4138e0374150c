// Issue 11 item 3: an .xlsx whose zip lies about an entry's size made the main process inflate
// hundreds of MB. The import now inflates each entry with a hard cap, in a worker thread with a
// memory ceiling, so the bomb is refused while the server's memory and health stay as they were.
import { createDeflateRaw, crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, registerCompany, type Session, type TestContext } from '../helpers';
import { zip } from '../intake/generate/zip';

const BOUNDARY = '----BoleBomb7c1d';
const BOMB_MB = 200;

function multipart(fileName: string, data: Buffer) {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`);
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** `mb` MB of zeros deflated in a stream, so the test itself never holds them unpacked. */
async function deflatedZeros(mb: number): Promise<{ deflated: Buffer; crc: number }> {
  const chunk = Buffer.alloc(1024 * 1024);
  const stream = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  stream.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let i = 0; i < mb; i += 1) {
    crc = crc32(chunk, crc);
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end();
  await done;
  return { deflated: Buffer.concat(out), crc };
}

/** A workbook whose picture inflates to `BOMB_MB` MB while both its headers claim 1 KB. */
async function bombWorkbook(): Promise<Buffer> {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="png" ContentType="image/png"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets/></workbook>',
    'xl/media/image1.png': { ...(await deflatedZeros(BOMB_MB)), declaredSize: 1024 },
  });
}

async function normalWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('简历');
  sheet.addRow(['姓名*', '手机号', '邮箱']);
  sheet.addRow(['林书豪', '13912340317', 'lin.shuhao@example.com']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const MB = 1024 * 1024;

describe('item 3: spreadsheet bomb', () => {
  let ctx: TestContext;
  let admin: Session;
  let bomb: Buffer;
  const importFile = (fileName: string, data: Buffer) => call(ctx.app, admin, { method: 'POST', url: '/api/resumes/import', ...multipart(fileName, data) });

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await registerCompany(ctx.app);
    bomb = await bombWorkbook();
  });

  it('imports a normal workbook', async () => {
    const res = await importFile('简历.xlsx', await normalWorkbook());
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as { stored: number; rows: { name: string; resumeId: number | null }[] };
    expect(report.stored).toBe(1);
    expect(report.rows[0]).toMatchObject({ name: '林书豪', resumeId: expect.any(Number) });
  });

  it('refuses a small workbook that inflates far past what it declares, without the server growing or stalling', async () => {
    expect(bomb.length).toBeLessThan(1 * MB);
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 5);

    let settled = false;
    const answer = importFile('炸弹.xlsx', bomb).finally(() => {
      settled = true;
    });
    // The server keeps answering while the import is read.
    const healthTimes: number[] = [];
    do {
      const started = performance.now();
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      healthTimes.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
    } while (!settled);
    const res = await answer;
    clearInterval(sampler);
    const after = process.memoryUsage();
    peakRss = Math.max(peakRss, after.rss);
    peakHeap = Math.max(peakHeap, after.heapUsed);

    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toContain('文件解压后过大');
    expect(Math.max(...healthTimes)).toBeLessThan(1000);
    expect((peakRss - before.rss) / MB).toBeLessThan(50);
    expect((peakHeap - before.heapUsed) / MB).toBeLessThan(50);
  });

  it('still imports after a bomb was refused', async () => {
    const res = await importFile('简历2.xlsx', await normalWorkbook());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows[0]).toMatchObject({ name: '林书豪' });
  });
});
