import { describe, expect, it } from 'vitest';
import { TemplatePlaceholder } from '../codes/notify';
import { htmlTemplateToText, messageTemplateContentSchemaOf, messageTemplateTypeSchema, renderMessage, type MessageTemplateContent } from './message';

const template: MessageTemplateContent = {
  emailSubject: '面试邀请：${jobName}',
  emailBody: '<p>${personName}，您好！</p>\n<ul><li>时间：${interviewDate}</li></ul><p>详情：<a href="${jobUrl}">职位详情</a></p>',
  smsContent: '${personName}您好，请于${interviewDate}参加面试',
  appTitle: '面试：${jobName}',
  appContent: '${personName}：${interviewNotice}',
};

describe('renderMessage', () => {
  it('renders each text in the mode its channel needs', () => {
    const out = renderMessage(template, {
      [TemplatePlaceholder.PersonName]: '<b>张三</b>',
      [TemplatePlaceholder.JobName]: '前端\r\nBcc: x@example.com',
      [TemplatePlaceholder.InterviewDate]: '2026-12-01 10:00',
      [TemplatePlaceholder.JobUrl]: 'https://bole.example/j/1',
      [TemplatePlaceholder.InterviewNotice]: '带身份证\n带简历',
    });
    expect(out.emailSubject).toBe('面试邀请：前端 Bcc: x@example.com');
    expect(out.emailHtml).toBe(
      '<p>&lt;b&gt;张三&lt;/b&gt;，您好！</p>\n<ul><li>时间：2026-12-01 10:00</li></ul><p>详情：<a href="https://bole.example/j/1">职位详情</a></p>',
    );
    expect(out.emailText).toBe('<b>张三</b>，您好！\n- 时间：2026-12-01 10:00\n\n详情：职位详情（https://bole.example/j/1）');
    expect(out.smsContent).toBe('<b>张三</b>您好，请于2026-12-01 10:00参加面试');
    expect(out.appTitle).toBe('面试：前端 Bcc: x@example.com');
    expect(out.appContent).toBe('<b>张三</b>：带身份证\n带简历');
  });
});

describe('htmlTemplateToText', () => {
  it('keeps tokens, breaks lines at block ends and decodes entities', () => {
    expect(htmlTemplateToText('<p>${personName}&nbsp;&lt;您好&gt;</p><p>A &amp; B<br/>C</p>')).toBe('${personName} <您好>\nA & B\nC');
  });

  it('writes a link whose text is its address once', () => {
    expect(htmlTemplateToText('<a href="${jobUrl}">${jobUrl}</a>')).toBe('${jobUrl}');
  });
});

describe('messageTemplateContentSchemaOf', () => {
  it('accepts a valid template and trims it', () => {
    const parsed = messageTemplateContentSchemaOf(4).parse({ ...template, smsContent: ' ${personName}您好 ' });
    expect(parsed.smsContent).toBe('${personName}您好');
  });

  it('refuses unknown tokens naming the field and the token', () => {
    const result = messageTemplateContentSchemaOf(1).safeParse({ ...template, emailBody: '<p>${候选人}</p>' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['emailBody', '邮件正文中「${候选人}」不是可用的占位符']]);
  });

  it('refuses a system placeholder in a candidate notification but takes it in the product\'s own template', () => {
    const withLink = { ...template, emailBody: '<p>${actionUrl}</p>' };
    expect(messageTemplateContentSchemaOf(4).safeParse(withLink).error?.issues[0]?.message).toBe('邮件正文中「${actionUrl}」不是可用的占位符');
    expect(messageTemplateContentSchemaOf(101).safeParse(withLink).success).toBe(true);
    expect(messageTemplateContentSchemaOf(107).safeParse(withLink).success).toBe(false);
  });

  it('refuses an unknown type', () => {
    expect(messageTemplateTypeSchema.safeParse(8).error?.issues[0]?.message).toBe('请选择模板类型');
    expect(messageTemplateTypeSchema.safeParse('103').data).toBe(103);
  });

  it('refuses a multi-line subject, empty texts and a too-long SMS', () => {
    const result = messageTemplateContentSchemaOf(1).safeParse({
      ...template,
      emailSubject: '面试\n邀请',
      appContent: '  ',
      smsContent: '短'.repeat(251),
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['emailSubject', '邮件主题不能换行'],
      ['smsContent', '短信内容最多500个字符（一个汉字算2个）'],
      ['appContent', '请输入站内信内容'],
    ]);
  });
});
