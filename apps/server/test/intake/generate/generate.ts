// Writes the parser fixtures into test/intake/fixtures: each resume file with its labelled
// <file>.expected.json, plus broken files. Run from apps/server:
//   npx tsx test/intake/generate/generate.ts
// PDFs printed by Chromium and the image need Debian's /usr/bin/chromium.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { expectedOf, type Expected } from './expected';
import { HANDWRITTEN, HELD_OUT } from './handwritten';
import { INTENTIONS, INTENTIONS_HELD_OUT } from './intentions';
import * as L from './layouts';
import { buildMail } from './mail';
import { PEOPLE } from './people';
import { encodeGbk, toDocx, toHtml, toMhtml, toPdf, toText, toWord97 } from './writers';
import { zip } from './zip';

const OUT = path.resolve(import.meta.dirname, '../fixtures');
const boxed = (s: string) => `■ ${s}`;
const bracketed = (s: string) => `【${s}】`;

type Made = { file: string; bytes: Buffer; expected?: Expected; failure?: boolean };

async function browserFiles(): Promise<Made[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 640, height: 900 } });
    await page.setContent(toHtml(L.personal(PEOPLE.huang!, 'dash', bracketed)));
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    await page.setContent(toHtml(L.personal(PEOPLE.ma!, 'dot')));
    const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 640, height: 480 } });
    return [
      { file: 'huang-personal-chromium.pdf', bytes: Buffer.from(pdf), expected: expectedOf(PEOPLE.huang!, L.personalShown) },
      { file: 'ma-scan.png', bytes: Buffer.from(png), failure: true },
    ];
  } finally {
    await browser.close();
  }
}

async function main() {
  const P = PEOPLE as Required<typeof PEOPLE>;
  const made: Made[] = [];
  const add = (file: string, bytes: Buffer | string, who: keyof typeof PEOPLE, shown: L.Shown) => made.push({ file, bytes: Buffer.from(bytes), expected: expectedOf(P[who]!, shown) });

  add('zhao-personal.txt', toText(L.personal(P.zhao!)), 'zhao', L.personalShown);
  add('zhao-personal.docx', toDocx(L.personal(P.zhao!, 'cn', boxed)), 'zhao', L.personalShown);
  add('lina-51job.html', toHtml(L.job51(P.lina!)), 'lina', L.job51Shown);
  add('lina-51job-mhtml.doc', toMhtml(toHtml(L.job51(P.lina!), { charset: 'gb2312', word: true })), 'lina', L.job51Shown);
  add('wanglei-english.pdf', await toPdf(L.englishResume(P.wanglei!)), 'wanglei', L.englishShown);
  add('wanglei-english.docx', toDocx(L.englishResume(P.wanglei!)), 'wanglei', L.englishShown);
  add('chen-zhaopin.htm', toHtml(L.zhaopin(P.chen!)), 'chen', L.zhaopinShown);
  add('chen-zhaopin-word.doc', encodeGbk(toHtml(L.zhaopin(P.chen!), { charset: 'gb2312', word: true })), 'chen', L.zhaopinShown);
  add('ouyang-boss.pdf', await toPdf(L.boss(P.ouyang!)), 'ouyang', L.bossShown);
  add('liufang-liepin.html', toHtml(L.liepin(P.liufang!)), 'liufang', L.liepinShown);
  add('liufang-liepin.pdf', await toPdf(L.liepin(P.liufang!)), 'liufang', L.liepinShown);
  add('sun-table.docx', toDocx(L.table(P.sun!)), 'sun', L.tableShown);
  add('sun-table.pdf', await toPdf(L.table(P.sun!)), 'sun', L.tableShown);
  add('zhou-personal-gbk.txt', encodeGbk(toText(L.personal(P.zhou!, 'cn', bracketed))), 'zhou', L.personalShown);
  add('ayiguli-personal.doc', toWord97(L.personal(P.ayiguli!, 'slash')), 'ayiguli', L.personalShown);
  add('emily-english.txt', toText(L.englishResume(P.emily!, 'labels')), 'emily', L.englishShown);
  add('emily-english.html', toHtml(L.englishResume(P.emily!, 'labels')), 'emily', L.englishShown);
  add('zhengkai-personal.pdf', await toPdf(L.personal(P.zhengkai!, 'slash', boxed)), 'zhengkai', L.personalShown);

  const resumePdf = await toPdf(L.personal(P.wu!, 'dot'));
  add(
    'wu-attachment.eml',
    buildMail({ from: 'wuxiaoyan@example.com', to: 'hr@example.com', subject: '应聘行政专员-吴晓燕', text: '您好：\r\n附件是我的简历，期待您的回复。\r\n吴晓燕', attachments: [{ fileName: '吴晓燕-行政专员-简历.pdf', contentType: 'application/pdf', data: resumePdf }] }),
    'wu',
    L.personalShown,
  );
  add(
    'zhengkai-zhaopin-notice.eml',
    buildMail({ from: 'resume@service.zhaopin.com', to: 'hr@example.com', subject: '(Zhaopin.com) 应聘 前端开发工程师-杭州 郑凯', html: toHtml(L.zhaopin(P.zhengkai!, true)) }),
    'zhengkai',
    L.zhaopinShown,
  );
  const signature = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
  add(
    'hejiaqi-docx-attachment.eml',
    buildMail({
      from: 'hejiaqi@example.org',
      to: 'hr@example.com',
      subject: '英语教师岗位求职',
      text: '王老师您好，我在贵校官网看到英语教师的招聘信息，附上简历。',
      attachments: [
        { fileName: 'logo.png', contentType: 'image/png', data: signature },
        { fileName: '何佳琪的简历.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: toDocx(L.table(P.hejiaqi!)) },
      ],
    }),
    'hejiaqi',
    L.tableShown,
  );
  for (const hw of [...HANDWRITTEN, ...HELD_OUT, ...INTENTIONS, ...INTENTIONS_HELD_OUT]) {
    const doc: L.Doc = hw.lines.filter((l) => l !== '').map((text) => ({ t: 'p', text }));
    const bytes = hw.kind === 'text' ? `${hw.lines.join('\n')}\n` : hw.kind === 'html' ? toHtml(doc) : toDocx(doc);
    made.push({ file: hw.file, bytes: Buffer.from(bytes), expected: hw.expected });
  }
  made.push(...(await browserFiles()));

  // Broken files: refused with a reason, never stored.
  made.push({ file: 'broken-empty.pdf', bytes: Buffer.alloc(0), failure: true });
  made.push({ file: 'broken-corrupt.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.from('1 0 obj << /Type /Catalog /Pages 9 0 R >>\nendobj\n' + 'x'.repeat(300))]), failure: true });
  made.push({ file: 'broken-encrypted.pdf', bytes: await toPdf(L.personal(P.zhao!), { userPassword: 'bole2026' }), failure: true });
  made.push({ file: 'broken-corrupt.docx', bytes: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)]), failure: true });
  made.push({ file: 'broken-zip-bomb.docx', bytes: zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': Buffer.alloc(60 * 1024 * 1024, 0x20) }), failure: true });

  await mkdir(OUT, { recursive: true });
  for (const m of made) {
    await writeFile(path.join(OUT, m.file), m.bytes);
    if (m.expected) await writeFile(path.join(OUT, `${m.file}.expected.json`), `${JSON.stringify(m.expected, null, 2)}\n`);
  }
  console.log(made.map((m) => `${m.file}  ${(m.bytes.length / 1024).toFixed(1)} KB`).join('\n'));
}

await main();
