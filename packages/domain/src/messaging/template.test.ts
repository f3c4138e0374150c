import { describe, expect, it } from 'vitest';
import { TemplatePlaceholder, templatePlaceholders, type TemplatePlaceholder as Placeholder } from '../codes/notify';
import { checkTemplate, escapeHtml, parseTemplate, renderTemplate, type TemplateValues } from './template';

const plain = { html: false };
const html = { html: true };

describe('parseTemplate', () => {
  it('splits text and tokens and lists each placeholder once', () => {
    const parsed = parseTemplate('${personName}您好，${jobName}：${personName}');
    expect(parsed.problems).toEqual([]);
    expect(parsed.placeholders).toEqual([1, 3]);
    expect(parsed.parts).toEqual([
      { kind: 'token', id: 1, token: '${personName}' },
      { kind: 'text', text: '您好，' },
      { kind: 'token', id: 3, token: '${jobName}' },
      { kind: 'text', text: '：' },
      { kind: 'token', id: 1, token: '${personName}' },
    ]);
  });

  it('knows all 29 tokens of the spec', () => {
    const all = templatePlaceholders.map((p) => p.token).join(' ');
    const parsed = parseTemplate(all);
    expect(parsed.problems).toEqual([]);
    expect(parsed.placeholders).toEqual(templatePlaceholders.map((p) => p.id));
  });

  it('leaves a lone $, { or } as text', () => {
    expect(parseTemplate('价格$100 {a} }').problems).toEqual([]);
  });
});

describe('checkTemplate', () => {
  it('accepts valid templates and empty text', () => {
    expect(checkTemplate('${personName}，欢迎加入${companyName}')).toBeUndefined();
    expect(checkTemplate('')).toBeUndefined();
    expect(checkTemplate(undefined)).toBeUndefined();
  });

  it('refuses an unknown token naming it', () => {
    expect(checkTemplate('您好${候选人}')).toBe('「${候选人}」不是可用的占位符');
    expect(checkTemplate('${personname}')).toBe('「${personname}」不是可用的占位符');
    expect(checkTemplate('${}')).toBe('「${}」不是可用的占位符');
  });

  it('points a Chinese label typed as a token to the right token', () => {
    expect(checkTemplate('${候选人姓名}')).toBe('「${候选人姓名}」不是可用的占位符，请使用「${personName}」');
  });

  it('refuses an unclosed ${', () => {
    expect(checkTemplate('您好${personName 欢迎')).toBe('「${personName」缺少结尾的“}”');
    expect(checkTemplate('${interviewRegistry，请填写')).toBe('「${interviewRegistry」缺少结尾的“}”');
    expect(checkTemplate('结尾${')).toBe('「${」缺少结尾的“}”');
    // A token opened inside another: the outer one is never closed.
    expect(checkTemplate('${a${jobName}')).toBe('「${a」缺少结尾的“}”');
  });

  it('names every problem in order', () => {
    expect(checkTemplate('${foo} ${jobName} ${bar} ${baz')).toBe('「${foo}」不是可用的占位符；「${bar}」不是可用的占位符；「${baz」缺少结尾的“}”');
  });
});

describe('renderTemplate', () => {
  it('renders every one of the 29 tokens', () => {
    const values: TemplateValues = {};
    for (const p of templatePlaceholders) values[p.id] = `值${p.id}`;
    const template = templatePlaceholders.map((p) => `${p.label}=${p.token}`).join('|');
    const expected = templatePlaceholders.map((p) => `${p.label}=值${p.id}`).join('|');
    expect(renderTemplate(template, values, plain)).toBe(expected);
    expect(renderTemplate(template, values, html)).toBe(expected);
  });

  it('renders missing, null and undefined values as empty', () => {
    const values: TemplateValues = { [TemplatePlaceholder.JobName]: null, [TemplatePlaceholder.CompanyName]: undefined };
    const out = renderTemplate('[${personName}][${jobName}][${companyName}]', values, plain);
    expect(out).toBe('[][][]');
    expect(renderTemplate('${personName}', {}, html)).toBe('');
  });

  it('renders numbers and zero', () => {
    expect(renderTemplate('共${candidateNum}人', { [TemplatePlaceholder.CandidateNum]: 0 }, plain)).toBe('共0人');
  });

  it('renders an unknown token as empty rather than as written', () => {
    expect(renderTemplate('a${nope}b', {}, plain)).toBe('ab');
  });

  it('does not re-expand a value that looks like a token', () => {
    const values: TemplateValues = { [TemplatePlaceholder.PersonName]: '${companyName}', [TemplatePlaceholder.CompanyName]: '博乐' };
    expect(renderTemplate('${personName}', values, plain)).toBe('${companyName}');
  });

  it('HTML-escapes hostile values but keeps the template HTML', () => {
    const hostile: Record<Placeholder, string> = { 1: '<script>alert(1)</script>', 3: '" onerror="alert(1)', 13: "O'Brien & <b>Co</b>" } as Record<Placeholder, string>;
    const out = renderTemplate('<p title="${jobName}"><b>${personName}</b> ${address}</p>', hostile, html);
    expect(out).toBe(
      '<p title="&quot; onerror=&quot;alert(1)"><b>&lt;script&gt;alert(1)&lt;/script&gt;</b> O&#39;Brien &amp; &lt;b&gt;Co&lt;/b&gt;</p>',
    );
    expect(out).not.toContain('<script>');
  });

  it('turns line breaks of a value into <br> in HTML', () => {
    expect(renderTemplate('<p>${interviewNotice}</p>', { [TemplatePlaceholder.InterviewNotice]: '带身份证\r\n带简历\n<准时>' }, html)).toBe(
      '<p>带身份证<br>带简历<br>&lt;准时&gt;</p>',
    );
  });

  it('keeps plain text unescaped', () => {
    expect(renderTemplate('${personName}您好', { [TemplatePlaceholder.PersonName]: '<张三> & "李四"' }, plain)).toBe('<张三> & "李四"您好');
  });

  it('strips CR/LF from subjects so no value can add a mail header', () => {
    const values: TemplateValues = { [TemplatePlaceholder.JobName]: '工程师\r\nBcc: attacker@example.com\n\rX-Evil: 1' };
    const out = renderTemplate('面试邀请：${jobName}', values, { html: false, singleLine: true });
    expect(out).toBe('面试邀请：工程师 Bcc: attacker@example.com X-Evil: 1');
    expect(out).not.toMatch(/[\r\n]/);
    expect(renderTemplate('${jobName}', { [TemplatePlaceholder.JobName]: 'a\u2028b\u0085c' }, { html: false, singleLine: true })).toBe('a b c');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters and nothing else', () => {
    expect(escapeHtml(`<a href="x">'&'</a> 中文`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt; 中文');
  });
});
