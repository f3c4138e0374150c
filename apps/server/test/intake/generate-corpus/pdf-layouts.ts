// PDF layouts that lose the reading order when read line by line: labels in a left column
// (some split over two lines), a sidebar beside the main column, and a narrow column that
// breaks long names and companies across lines.
import PDFDocument from 'pdfkit';
import { CJK_FONT } from '../generate/writers';
import { duty } from './blocks';
import type { Person } from './people';
import type { Rng } from './rng';
import { degreeText, phone, range, sex, WORK_STATES, type Shown } from './style';

type Pdf = InstanceType<typeof PDFDocument>;
export type PdfLayout = { pdf: Promise<Buffer>; shown: Shown };

function render(draw: (pdf: Pdf) => void): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 40, info: { Title: '简历', CreationDate: new Date(Date.UTC(2024, 2, 1)) } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.registerFont('cjk', CJK_FONT, 'WenQuanYiMicroHei');
  pdf.font('cjk');
  draw(pdf);
  pdf.end();
  return done;
}

/** Section labels in a grey left column; 期望职位 and 联系电话 split over two lines. */
export function labelsLeft(x: Person, r: Rng): PdfLayout {
  const pdf = render((d) => {
    let y = 50;
    const label = (text: string, lines = 1) => {
      d.fontSize(10).fillColor('#666');
      if (lines === 2) {
        const half = Math.ceil(text.length / 2);
        d.text(text.slice(0, half), 40, y, { lineBreak: false });
        d.text(text.slice(half), 40, y + 13, { lineBreak: false });
      } else d.text(text, 40, y, { lineBreak: false });
      d.fillColor('#000');
    };
    const value = (text: string) => {
      d.fontSize(10).text(text, 130, y, { width: 420 });
      y = Math.max(d.y, y + 26) + 4;
    };
    d.fontSize(20).text(x.name, 130, y);
    y += 36;
    label('个人信息');
    value(`${sex(x)}  ${x.birthYear}年${x.birthMonth}月出生  现居${x.workCity}`);
    label('联系电话', 2);
    value(phone(x, r));
    label('电子邮箱', 2);
    value(x.email);
    label(r.pick(['期望职位', '意向岗位', '求职意向']), 2);
    value(`${x.expectPosition}  ${x.expectCity}`);
    label('工作经历');
    for (const j of x.jobs) value(`${range(j.start, j.end, 'slash', ' - ')}    ${j.company}    ${j.title}\n${duty(j, r)}`);
    label('教育经历');
    for (const e of x.educations) value(`${range(e.start, e.end, 'slash', ' - ')}    ${e.school}    ${e.major}    ${degreeText(e, r)}`);
  });
  return { pdf, shown: { gender: true, birth: 'year', workCity: true, expectCity: true, expectPosition: true } };
}

/** A coloured sidebar with contacts, skills and languages beside the experience column. */
export function sidebar(x: Person, r: Rng): PdfLayout {
  const pdf = render((d) => {
    d.rect(0, 0, 180, d.page.height).fill('#eef2f7').fillColor('#000');
    // The main column first, as design tools write it; the sidebar drawn afterwards.
    let y = 50;
    const line = (text: string, size = 10, gap = 16) => {
      d.fontSize(size).text(text, 200, y, { width: 350 });
      y = d.y + gap - 12;
    };
    line(x.name, 22, 34);
    line(r.pick(['求职意向：', '目标职位：', '']) + x.expectPosition, 12, 24);
    line('工作经历', 13, 20);
    for (const j of x.jobs) {
      line(`${j.company}`, 11);
      line(`${j.title}  |  ${range(j.start, j.end, 'dot', ' - ')}`);
      line(duty(j, r), 9, 20);
    }
    line('教育经历', 13, 20);
    for (const e of x.educations) line(`${e.school}  ${e.major}  ${degreeText(e, r)}  ${range(e.start, e.end, 'dot', ' - ')}`, 10, 20);
    let s = 60;
    const side = (text: string, size = 9) => {
      d.fontSize(size).text(text, 20, s, { width: 145 });
      s = d.y + 6;
    };
    side('联系方式', 12);
    side(phone(x, r));
    side(x.email);
    side(`${x.workCity} · ${sex(x)} · ${x.birthYear}年`);
    side('专业技能', 12);
    for (const k of x.skills) side(`• ${k}`);
    side('语言', 12);
    for (const l of x.languages) side(`${l.name}  ${l.level}`);
    side('求职状态', 12);
    side(r.pick(WORK_STATES[x.workState]!));
  });
  return { pdf, shown: { gender: true, birth: 'year', workCity: true, expectPosition: true, skills: true, languages: true, workState: true } };
}

/** A narrow column: long lines wrap inside company names, and the name is spaced out. */
export function narrow(x: Person, r: Rng): PdfLayout {
  const pdf = render((d) => {
    const w = { width: 190 };
    d.fontSize(18).text([...x.name].join(' '), 60, 50, w).moveDown(0.5);
    d.fontSize(11);
    d.text(`手机：${phone(x, r)}`, w).text(`邮箱：${x.email}`, w).text(`应聘职位：${x.expectPosition}`, w).moveDown(0.6);
    d.fontSize(13).text('工作经历', w).fontSize(11);
    for (const j of x.jobs) d.text(`${range(j.start, j.end, 'dot', '-')} ${j.company} ${j.department} ${j.title}`, w).moveDown(0.3);
    d.moveDown(0.4).fontSize(13).text('教育经历', w).fontSize(11);
    for (const e of x.educations) d.text(`${range(e.start, e.end, 'dot', '-')} ${e.school} ${e.major} ${degreeText(e, r)}`, w).moveDown(0.3);
  });
  return { pdf, shown: { expectPosition: true, departments: true } };
}
