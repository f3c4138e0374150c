// The Word 预览 conversion on the resume files the intake tests are built from: the generator's
// layouts written as DOCX, Word 97 .doc, Word HTML and 51job's web archive, the job boards' real
// .doc files, and broken ones.
import { readFileSync } from 'node:fs';
import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { convertWordToHtml, PREVIEW_IMAGE_LIMITS, type PreviewResult } from '../../src/modules/resumes/preview.convert';
import { IMAGE_OMITTED } from '../../src/modules/resumes/preview.sanitize';
import { englishResume, job51, liepin, personal, table, zhaopin } from '../intake/generate/layouts';
import { PEOPLE } from '../intake/generate/people';
import { encodeGbk, toDocx, toHtml, toMhtml, toWord97 } from '../intake/generate/writers';
import { zip } from '../intake/generate/zip';

const fixture = (name: string) => readFileSync(new URL(`../intake/fixtures/${name}`, import.meta.url));
const zhao = PEOPLE.zhao!;
const lina = PEOPLE.lina!;

function html(result: PreviewResult): string {
  if (!result.ok) throw new Error(`no preview: ${result.failure}`);
  return result.html;
}
/** Visible text with Word's spacing as one space. */
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

/** A DOCX written by the docx library (as Word would), with pictures in the text. */
async function docxWithPictures(lines: string[], pictures: { data: Buffer; type: 'png' | 'jpg' | 'gif' | 'bmp' }[]): Promise<Buffer> {
  const children = [
    ...lines.map((l) => new Paragraph({ children: [new TextRun(l)] })),
    ...pictures.map((p) => new Paragraph({ children: [new ImageRun({ type: p.type, data: p.data, transformation: { width: 120, height: 160 } })] })),
  ];
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

describe('convertWordToHtml', () => {
  it.each([
    ['personal', personal(zhao)],
    ['table', table(lina)],
    ['zhaopin', zhaopin(zhao)],
    ['liepin', liepin(lina)],
    ['english', englishResume(PEOPLE.wanglei!)],
  ])('shows a %s layout written as .docx with all its lines', async (_layout, doc) => {
    const out = html(await convertWordToHtml(toDocx(doc), '简历.docx'));
    expect(out.startsWith('<div class="word">')).toBe(true);
    const shown = text(out);
    for (const block of doc) for (const part of (block.t === 'row' ? block.cells : block.text.split(/ {2,}/)).filter(Boolean)) expect(shown).toContain(part.trim());
  });

  it('keeps a .docx table as a table, cell by cell', async () => {
    const out = html(await convertWordToHtml(fixture('sun-table.docx'), 'sun-table.docx'));
    expect(out).toContain('<tr><td><p>姓名</p></td><td><p>孙浩然</p></td><td><p>性别</p></td><td><p>男</p></td></tr>');
  });

  it('inlines a .docx picture as a data: URI, and leaves out one past the limit', async () => {
    const photo = fixture('songyt-photo.png');
    const large = Buffer.concat([photo, Buffer.alloc(PREVIEW_IMAGE_LIMITS.maxImageBytes)]);
    const out = html(await convertWordToHtml(await docxWithPictures(['宋雨桐  行政专员', '证件照：'], [{ data: photo, type: 'png' }, { data: large, type: 'png' }]), '宋雨桐.docx'));
    expect(text(out)).toContain('宋雨桐 行政专员');
    expect(out.match(/<img src="data:image\/png;base64,/g)).toHaveLength(1);
    expect(out).toContain(`data:image/png;base64,${photo.toString('base64')}`);
    expect(out).toContain(IMAGE_OMITTED);
  });

  it('shows a Word 97-2003 .doc as paragraphs, its tab-separated rows as a table', async () => {
    const out = html(await convertWordToHtml(toWord97(table(zhao)), '赵子轩.doc'));
    expect(out.startsWith('<div class="text">')).toBe(true);
    expect(out).toMatch(/<table><tr><td>[^<]+<\/td><td>/);
    expect(text(out)).toContain(zhao.educations[0]!.school);
    const real = html(await convertWordToHtml(fixture('ayiguli-personal.doc'), 'ayiguli-personal.doc'));
    expect(real).toContain('<p>姓    名：阿依古丽·艾力        性    别：女</p>');
  });

  it('decodes Word HTML saved as .doc in GBK, and a web archive in GB2312 with its pictures', async () => {
    const gbk = html(await convertWordToHtml(encodeGbk(toHtml(zhaopin(lina), { charset: 'gbk', word: true })), '智联招聘_李娜.doc'));
    expect(gbk).toContain(`<h1>${lina.name}</h1>`);
    expect(text(gbk)).toContain(lina.jobs[0]!.company);

    const photo = fixture('photo-no-text.png');
    const page = toHtml(job51(lina), { charset: 'gb2312', word: true }).replace('<body>', '<body><img src="resume.files/image001.png" width=90><img src="http://img.51job.com/logo.gif">');
    const archive = toMhtml(page).toString('latin1').replace(
      /\r\n(--[^\r\n]+--)\r\n$/,
      `\r\n------=_NextPart_01DA7A2B.5C3E1F20\r\nContent-Location: file:///C:/resume.files/image001.png\r\nContent-Transfer-Encoding: base64\r\nContent-Type: image/png\r\n\r\n${photo.toString('base64').replace(/.{76}/g, '$&\r\n')}\r\n\r\n$1\r\n`,
    );
    const out = html(await convertWordToHtml(Buffer.from(archive, 'latin1'), '51job_李娜.doc'));
    expect(text(out)).toContain(lina.jobs[0]!.company);
    expect(out).toContain(`<img src="data:image/png;base64,${photo.toString('base64')}" width="90">`);
    expect(out).not.toContain('51job.com');
  });

  it('reads what the bytes are, not what the name says', async () => {
    expect(text(html(await convertWordToHtml(fixture('lina-51job-mhtml.doc'), '简历.docx')))).toContain('上海星辰网络科技有限公司');
    expect(text(html(await convertWordToHtml(toDocx(personal(zhao)), '简历.doc')))).toContain(zhao.name);
  });

  it('says why a broken or foreign file has no preview', async () => {
    expect(await convertWordToHtml(fixture('broken-corrupt.docx'), 'broken.docx')).toEqual({ ok: false, failure: 'corrupt' });
    expect(await convertWordToHtml(fixture('broken-zip-bomb.docx'), 'bomb.docx')).toEqual({ ok: false, failure: 'tooComplex' });
    const workbook = zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
    expect(await convertWordToHtml(workbook, '简历.docx')).toEqual({ ok: false, failure: 'unsupported' });
    expect(await convertWordToHtml(Buffer.from('{\\rtf1\\ansi 简历}'), '简历.doc')).toEqual({ ok: false, failure: 'unsupported' });
    expect(await convertWordToHtml(fixture('huang-personal-chromium.pdf'), '简历.doc')).toEqual({ ok: false, failure: 'unsupported' });
    const truncated = toDocx(personal(lina));
    expect(await convertWordToHtml(truncated.subarray(0, truncated.length - 40), '简历.docx')).toEqual({ ok: false, failure: 'corrupt' });
  });
});
