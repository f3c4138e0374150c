import { describe, expect, it } from 'vitest';
import { findEmail, findMobile, wechatFrom } from './contact';
import { findRange, formatRange, withoutRange } from './dates';
import { linesOf, normalizeText, squeezeHan } from './normalize';
import { headingKind, splitSections } from './sections';

describe('normalizeText', () => {
  it('turns Kangxi and supplement radicals from PDFs into ordinary characters', () => {
    expect(normalizeText('⽤户⼈⺠⻓沙')).toBe('用户人民长沙');
  });
  it('makes full-width letters, digits and spaces ASCII and drops invisible characters', () => {
    expect(normalizeText('１３８\u3000ＡＢＣ\u200b\ufeff')).toBe('138 ABC');
    expect(normalizeText('a\r\nb\rc')).toBe('a\nb\nc');
  });
  it('keeps column gaps and squeezes spaces between Chinese characters only on request', () => {
    expect(linesOf('  姓    名：张伟\t\t性别：男  \n\n')).toEqual(['姓    名:张伟  性别:男']);
    expect(squeezeHan('教 育 背 景 Work Experience')).toBe('教育背景 Work Experience');
  });
});

describe('time ranges', () => {
  it.each([
    ['2019.07-2021.06', '2019.07-2021.06'],
    ['2019/7 -- 至今', '2019.07-至今'],
    ['2019年7月 - 2020年12月', '2019.07-2020.12'],
    ['2019.7～现在', '2019.07-至今'],
    ['2019-07-01 至 2021-06-30', '2019.07-2021.06'],
    ['Jul 2019 – Present', '2019.07-至今'],
    ['September 2014 - June 2018', '2014.09-2018.06'],
    ['07/2019 - 06/2021', '2019.07-2021.06'],
    ['2015 - 2019', '2015-2019'],
    ['2020.10-now', '2020.10-至今'],
    ['2018.03—2019.02', '2018.03-2019.02'],
  ])('%s -> %s', (text, want) => {
    expect(findRange(normalizeText(text))?.text).toBe(want);
  });
  it('ignores phone numbers, salaries and ranges that end before they start', () => {
    expect(findRange('手机：138-2019-0712')).toBeUndefined();
    expect(findRange('期望月薪：15000-20000元/月')).toBeUndefined();
    expect(findRange('2021.06-2019.07')).toBeUndefined();
  });
  it('cuts the range out of its line', () => {
    const line = '2019/7 -- 至今：上海星辰网络科技有限公司';
    expect(withoutRange(line, findRange(line)!)).toBe('上海星辰网络科技有限公司');
    expect(formatRange({ year: 2019, month: 7 }, null)).toBe('2019.07-至今');
  });
});

describe('contacts', () => {
  it('finds a mobile written with +86, spaces or dashes, not inside longer numbers', () => {
    expect(findMobile('电话：+86 138-1234-5678')).toBe('13812345678');
    expect(findMobile('(86)139 1234 5678')).toBe('13912345678');
    expect(findMobile('身份证：110101199003071234')).toBeUndefined();
    expect(findMobile('座机 010-62751234')).toBeUndefined();
  });
  it('skips the job boards own addresses and lower-cases e-mails', () => {
    expect(findEmail('来自 service@51job.com 的简历 ZhangWei@Example.COM')).toBe('zhangwei@example.com');
  });
  it('reads WeChat ids, "同手机号" meaning the mobile', () => {
    expect(wechatFrom('同手机号', '13812345678')).toBe('13812345678');
    expect(wechatFrom('zw_1990  QQ：123', undefined)).toBe('zw_1990');
    expect(wechatFrom('无', undefined)).toBeUndefined();
  });
});

describe('sections', () => {
  it.each([
    ['工作经历', 'work'],
    ['■ 工 作 经 验 ■', 'work'],
    ['【实习经历】', 'work'],
    ['工作经验（共5年）', 'work'],
    ['教育背景 EDUCATION', 'education'],
    ['Work Experience', 'work'],
    ['PROJECTS', 'project'],
    ['个人信息', 'basic'],
    ['期望工作', 'intention'],
    ['自我评价：', 'self'],
    ['培训经历', 'training'],
    ['语言能力', 'languages'],
  ])('%s is a %s heading', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });
  it('does not take labelled lines or sentences for headings', () => {
    expect(headingKind('求职意向：Java开发工程师')).toBeUndefined();
    expect(headingKind('5年工作经验')).toBeUndefined();
    expect(headingKind('负责项目经验的总结与沉淀，推动团队成长')).toBeUndefined();
  });
  it('puts the lines before the first heading into the header section', () => {
    const sections = splitSections(['张伟', '男 | 28岁', '工作经历', '2019.07-至今 某公司']);
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['header', 2],
      ['work', 1],
    ]);
  });
});
