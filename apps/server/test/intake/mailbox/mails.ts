// Mails as a recruiting mailbox receives them, built from the parser's fixtures: candidates
// writing with a PDF or Word resume attached, job boards' notifications with the resume in
// the HTML body, and broken ones.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

export const fixture = (name: string): Buffer => fs.readFileSync(path.join(FIXTURES, name));

const wrap = (base64: string) => base64.replace(/.{1,76}/g, '$&\r\n').trimEnd();
const b64 = (data: string | Buffer) => wrap(Buffer.from(data).toString('base64'));
const word = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`);

export type MailAttachment = { fileName: string; contentType: string; data: Buffer };
export type MailSpec = {
  from: string;
  fromName?: string;
  subject: string;
  text?: string;
  html?: string;
  attachments?: MailAttachment[];
  messageId?: string;
};

export function composeMail(spec: MailSpec): Buffer {
  const boundary = `=_bole_${randomUUID().slice(0, 8)}`;
  const from = spec.fromName ? `${word(spec.fromName)} <${spec.from}>` : spec.from;
  const lines = [
    `From: ${from}`,
    'To: hr@example.com',
    `Subject: ${word(spec.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${spec.messageId ?? randomUUID()}@mail.example.com>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
  ];
  if (spec.text) lines.push(`--${boundary}`, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', b64(spec.text));
  if (spec.html) lines.push(`--${boundary}`, 'Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: base64', '', b64(spec.html));
  for (const a of spec.attachments ?? []) {
    const name = word(a.fileName);
    lines.push(`--${boundary}`, `Content-Type: ${a.contentType}; name="${name}"`, 'Content-Transfer-Encoding: base64', `Content-Disposition: attachment; filename="${name}"`, '', b64(a.data));
  }
  lines.push(`--${boundary}--`, '');
  return Buffer.from(lines.join('\r\n'), 'latin1');
}

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The mails of a working day, each with what collecting it should give. */
export const MAILS = {
  zhaoDocx: {
    raw: () =>
      composeMail({
        from: 'zhaozixuan@example.com',
        fromName: '赵子轩',
        subject: '应聘Java开发工程师-赵子轩',
        text: '您好，附件是我的简历，期待您的回复。',
        attachments: [{ fileName: '赵子轩-简历.docx', contentType: DOCX, data: fixture('zhao-personal.docx') }],
      }),
    name: '赵子轩',
    channel: 9999,
    jobName: 'Java开发工程师',
  },
  sun51job: {
    raw: () =>
      composeMail({
        from: 'resume@51job.com',
        fromName: '前程无忧',
        subject: '(51Job)申请贵公司财务经理（上海-浦东新区）－孙浩然',
        html: '<p>您发布的职位收到一份新简历，简历见附件。</p>',
        attachments: [{ fileName: '孙浩然.pdf', contentType: PDF, data: fixture('sun-table.pdf') }],
      }),
    name: '孙浩然',
    channel: 1,
    jobName: '财务经理',
  },
  zhengkaiZhaopin: { raw: () => fixture('zhengkai-zhaopin-notice.eml'), name: '郑凯', channel: 2, jobName: '前端开发工程师' },
  liufangLiepin: {
    raw: () =>
      composeMail({ from: 'noreply@liepin.com', fromName: '猎聘', subject: '【猎聘】刘芳 应聘 人力资源经理', html: fixture('liufang-liepin.html').toString('utf8') }),
    name: '刘芳',
    channel: 3,
    jobName: '人力资源经理',
  },
  ouyangBoss: {
    raw: () =>
      composeMail({
        from: 'system@zhipin.com',
        fromName: 'BOSS直聘',
        subject: '欧阳明轩 | 5年，应聘 高级产品经理 | 北京 25-35K【BOSS直聘】',
        html: '<p>欧阳明轩 向您投递了简历，详见附件。</p>',
        attachments: [{ fileName: '欧阳明轩.pdf', contentType: PDF, data: fixture('ouyang-boss.pdf') }],
      }),
    name: '欧阳明轩',
    channel: 6,
    jobName: '高级产品经理',
  },
  corruptPdf: {
    raw: () =>
      composeMail({
        from: 'qianduoduo@example.com',
        subject: '应聘会计-钱多多',
        text: '您好，附件是我的简历。',
        attachments: [{ fileName: '钱多多简历.pdf', contentType: PDF, data: fixture('broken-corrupt.pdf') }],
      }),
    channel: 9999,
    jobName: '会计',
  },
  noResume: {
    raw: () => composeMail({ from: 'asker@example.com', subject: '请问贵公司还在招聘吗', text: '您好，请问贵公司的实习岗位还招人吗？谢谢。' }),
    channel: 9999,
    jobName: null,
  },
} as const;

export type MailKey = keyof typeof MAILS;
