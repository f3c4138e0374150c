// Which layouts the corpus holds, how many files of each, in which formats, and which of
// the failure classes each one exercises.
import { buildMail } from '../generate/mail';
import type { Doc } from '../generate/layouts';
import { encodeGbk, toDocx, toHtml, toMhtml, toPdf, toText, toWord97 } from '../generate/writers';
import { bio } from './bios';
import { UNREADABLE, type Quality } from './images';
import * as B from './boards';
import * as E from './english';
import * as P from './pdf-layouts';
import type { Person } from './people';
import type { Rng } from './rng';
import type { Shown } from './style';
import * as T from './templates';

export type Format = 'html' | 'html-gbk' | 'mhtml' | 'docx' | 'word97' | 'pdf' | 'txt' | 'md' | 'tex' | 'eml' | 'png';
export type Made = { bytes?: Buffer; shot?: { html: string; quality: Quality }; ext: string; shown: Shown };
export type Entry = {
  source: string;
  template: string;
  count: number;
  formats: Format[];
  classes: number[];
  people?: { senior?: boolean; degrees?: string[] };
  make: (x: Person, r: Rng, format: Format, index: number) => Promise<Made>;
};

/** The 1-8 failure classes of issue 17 by number, for the manifest and the bench. */
export const CLASSES: Record<number, string> = { 1: '姓名', 2: '第三人称简介', 3: 'PDF版式', 4: '工作经历写法', 5: '期望职位与学历', 6: '双语与模板', 7: '技能证书语言与求职状态', 8: '图片与OCR' };

async function write(doc: Doc, format: Format): Promise<Omit<Made, 'shown'>> {
  switch (format) {
    case 'html': return { bytes: Buffer.from(toHtml(doc)), ext: 'html' };
    case 'html-gbk': return { bytes: encodeGbk(toHtml(doc, { charset: 'gb2312' })), ext: 'htm' };
    case 'mhtml': return { bytes: toMhtml(toHtml(doc, { charset: 'gb2312', word: true })), ext: 'doc' };
    case 'docx': return { bytes: toDocx(doc), ext: 'docx' };
    case 'word97': return { bytes: toWord97(doc), ext: 'doc' };
    case 'pdf': return { bytes: await toPdf(doc), ext: 'pdf' };
    default: return { bytes: Buffer.from(toText(doc)), ext: 'txt' };
  }
}

const fromLayout = (layout: B.LayoutOf) => async (x: Person, r: Rng, format: Format): Promise<Made> => {
  const { doc, shown } = layout(x, r);
  return { ...(await write(doc, format)), shown };
};
const fromText = (layout: T.TextLayoutOf) => async (x: Person, r: Rng, format: Format): Promise<Made> => {
  const { text, shown } = layout(x, r);
  return { bytes: Buffer.from(text), ext: format === 'md' || format === 'tex' ? format : 'txt', shown };
};
const fromPdf = (layout: (x: Person, r: Rng) => P.PdfLayout) => async (x: Person, r: Rng): Promise<Made> => {
  const { pdf, shown } = layout(x, r);
  return { bytes: await pdf, ext: 'pdf', shown };
};

const board = (source: string, template: string, layout: B.LayoutOf, count: number, formats: Format[], classes: number[]): Entry => ({ source, template, count, formats, classes, make: fromLayout(layout) });

const TYPES = { docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', pdf: 'application/pdf' };

/** A candidate's own mail: the resume typed into the body. */
async function mailBody(x: Person, r: Rng): Promise<Made> {
  const { doc, shown } = r.pick([B.bossCard, T.wordMultiLine, T.wordSkills])(x, r);
  const text = `${r.pick(['您好', 'HR您好', '尊敬的招聘负责人：'])}\r\n我想应聘贵公司的${x.expectPosition}岗位，简历如下，请查收。\r\n\r\n${toText(doc).replace(/\n/g, '\r\n')}\r\n祝好！`;
  return { bytes: buildMail({ from: x.email, to: 'hr@example.com', subject: `应聘${x.expectPosition}-${x.name}`, text }), ext: 'eml', shown: { ...shown, expectPosition: true } };
}

/** A job board's notice with the resume as the HTML body. */
async function mailNotice(x: Person, r: Rng): Promise<Made> {
  const [from, subject, layout] = r.pick([
    ['resume@service.zhaopin.com', `(Zhaopin.com) 应聘 ${x.expectPosition}-${x.expectCity} ${x.name}`, B.zhaopinPage],
    ['jobs@51job.com', `51job.com-${x.expectPosition}-${x.name}`, B.job51Page],
    ['noreply@liepin.com', `【猎聘】${x.name}投递了您发布的职位：${x.expectPosition}`, B.liepinPage],
    ['service@chinahr.com', `中华英才网-应聘${x.expectPosition}-${x.name}`, B.chinahrPage],
  ] as const);
  const { doc, shown } = layout(x, r);
  return { bytes: buildMail({ from, to: 'hr@example.com', subject, html: toHtml(doc) }), ext: 'eml', shown };
}

/** A mail with the resume attached as Word or PDF. */
async function mailAttachment(x: Person, r: Rng): Promise<Made> {
  const asPdf = r.chance(0.5);
  const { doc, shown } = (asPdf ? B.bossCard : T.wordForm)(x, r);
  const ext = asPdf ? 'pdf' : 'docx';
  const data = asPdf ? await toPdf(doc) : toDocx(doc);
  const fileName = r.pick([`${x.name}的简历.${ext}`, `简历-${x.expectPosition}.${ext}`, `resume.${ext}`, `【${x.expectPosition}_${x.expectCity}】${x.name} ${x.educations[0]!.degree}.${ext}`]);
  const mail = buildMail({ from: x.email, to: 'hr@example.com', subject: r.pick([`求职-${x.expectPosition}`, `${x.name}的简历`, `BOSS直聘 | ${x.name}的附件简历`]), text: '您好，附件是我的简历，期待您的回复。', attachments: [{ fileName, contentType: TYPES[ext], data }] });
  return { bytes: mail, ext: 'eml', shown };
}

async function shotOf(x: Person, r: Rng, quality: Quality): Promise<Made> {
  const { doc, shown } = r.pick([B.zhaopinPage, T.wordSkills, B.bossCard, T.wordForm])(x, r);
  return { shot: { html: toHtml(doc), quality }, ext: 'png', shown };
}

export const PLAN: Entry[] = [
  board('51job', 'page', B.job51Page, 8, ['html', 'mhtml', 'pdf', 'html-gbk'], [4, 5]),
  board('51job', 'word', B.job51Word, 5, ['docx', 'word97', 'mhtml'], [4, 5]),
  board('智联招聘', 'page', B.zhaopinPage, 7, ['html', 'pdf', 'txt', 'mhtml'], [4, 5]),
  board('智联招聘', 'print', B.zhaopinPrint, 6, ['pdf', 'docx'], [3, 5]),
  board('猎聘', 'page', B.liepinPage, 7, ['html', 'pdf'], [4, 5]),
  board('猎聘', 'senior', B.liepinSenior, 6, ['docx', 'txt', 'pdf'], [1, 4, 5]),
  board('BOSS直聘', 'page', B.bossPage, 7, ['pdf', 'html'], [4, 5]),
  board('BOSS直聘', 'card', B.bossCard, 6, ['pdf', 'txt'], [4, 5]),
  board('拉勾', 'page', B.lagouPage, 7, ['html', 'pdf'], [4, 5]),
  board('卓聘', 'page', B.zhuopinPage, 7, ['html', 'docx', 'pdf'], [4, 5]),
  board('中华英才网', 'page', B.chinahrPage, 7, ['html', 'mhtml', 'pdf'], [1, 4, 5]),
  { source: 'Word模板', template: 'form', count: 7, formats: ['docx', 'pdf', 'word97'], classes: [5], make: fromLayout(T.wordForm) },
  { source: 'Word模板', template: 'modern', count: 7, formats: ['docx', 'pdf'], classes: [4, 6], make: fromLayout(T.wordModern) },
  { source: 'Word模板', template: 'multiline', count: 7, formats: ['docx', 'txt', 'pdf'], classes: [4, 5], make: fromLayout(T.wordMultiLine) },
  { source: 'Word模板', template: 'skills', count: 6, formats: ['docx', 'pdf', 'txt'], classes: [7], make: fromLayout(T.wordSkills) },
  { source: 'PDF模板', template: 'labels-left', count: 7, formats: ['pdf'], classes: [3, 5], make: fromPdf(P.labelsLeft) },
  { source: 'PDF模板', template: 'sidebar', count: 7, formats: ['pdf'], classes: [3, 7], make: fromPdf(P.sidebar) },
  { source: 'PDF模板', template: 'narrow', count: 6, formats: ['pdf'], classes: [1, 3], make: fromPdf(P.narrow) },
  { source: 'Markdown', template: 'md', count: 8, formats: ['md'], classes: [6], make: fromText(T.markdown) },
  { source: 'LaTeX', template: 'tex', count: 7, formats: ['tex'], classes: [6], make: fromText(T.latex) },
  { source: '英文简历', template: 'title-first', count: 7, formats: ['pdf', 'docx', 'txt'], classes: [1, 4, 6], people: { degrees: ['本科', '硕士', 'MBA'] }, make: fromLayout(E.englishTitleFirst) },
  { source: '英文简历', template: 'company-first', count: 6, formats: ['docx', 'pdf', 'html'], classes: [1, 4, 6], people: { degrees: ['本科', '硕士'] }, make: fromLayout(E.englishCompanyFirst) },
  { source: '双语简历', template: 'two-parts', count: 7, formats: ['docx', 'pdf', 'txt'], classes: [6], people: { degrees: ['本科', '硕士'] }, make: fromLayout(E.bilingualTwoParts) },
  { source: '双语简历', template: 'side-by-side', count: 6, formats: ['docx', 'pdf', 'txt'], classes: [6], people: { degrees: ['本科', '硕士'] }, make: fromLayout(E.bilingualSideBySide) },
  { source: '个人主页', template: 'profile', count: 6, formats: ['html'], classes: [], make: async (x, r) => {
      const { html, shown } = E.htmlProfile(x, r);
      return { bytes: Buffer.from(html), ext: 'html', shown };
    },
  },
  { source: '人物简介', template: 'bio', count: 14, formats: ['txt'], classes: [1, 2], people: { senior: true, degrees: ['本科', '硕士', 'MBA', '博士'] }, make: fromText(bio) },
  { source: '邮件', template: 'body', count: 7, formats: ['eml'], classes: [], make: mailBody },
  { source: '邮件', template: 'notice', count: 7, formats: ['eml'], classes: [4, 5], make: mailNotice },
  { source: '邮件', template: 'attachment', count: 6, formats: ['eml'], classes: [], make: mailAttachment },
  { source: '图片', template: 'screenshot', count: 6, formats: ['png'], classes: [8], make: (x, r) => shotOf(x, r, 'clean') },
  { source: '图片', template: 'photo', count: 2, formats: ['png'], classes: [8], make: (x, r) => shotOf(x, r, 'tilted') },
  { source: '图片', template: 'bad-scan', count: 3, formats: ['png'], classes: [8], make: (x, r, _format, i) => shotOf(x, r, UNREADABLE[i % UNREADABLE.length]!) },
];
