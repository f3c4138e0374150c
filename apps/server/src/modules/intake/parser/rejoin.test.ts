import { describe, expect, it } from 'vitest';
import { rejoinBrokenWords } from './rejoin';
import { parseResumeText } from './resume';

describe('words broken by a narrow column (issue 17)', () => {
  it('joins a company, school or degree split over two lines', () => {
    expect(rejoinBrokenWords(['2020.01-至今 杭州青石数据科技股份有', '限公司 研发部 测试工程师'])).toEqual(['2020.01-至今 杭州青石数据科技股份有限公司 研发部 测试工程师']);
    expect(rejoinBrokenWords(['2018.03-2019.12 宁波海川电子', '股份有限公司 品质部 质检员'])).toEqual(['2018.03-2019.12 宁波海川电子股份有限公司 品质部 质检员']);
    expect(rejoinBrokenWords(['2006.09-2009.07 南昌市商贸职业高级', '中学 会计 中专'])).toEqual(['2006.09-2009.07 南昌市商贸职业高级中学 会计 中专']);
    expect(rejoinBrokenWords(['2015.09-2018.06 浙江大学 材料学 硕', '士研究生'])).toEqual(['2015.09-2018.06 浙江大学 材料学 硕士研究生']);
  });
  it('leaves whole lines, headings and labels alone', () => {
    const lines = ['2019.07-至今 上海青禾有限公司', '公司规模：500人', '工作经历', '公司：上海青禾有限公司', '本科', '硕士'];
    expect(rejoinBrokenWords(lines)).toEqual(lines);
  });
});

describe('a left column of labels and headings (issue 17 class 3)', () => {
  it('puts a label split over two lines back together', () => {
    expect(rejoinBrokenWords(['联系  +86 137 0000 4444', '电话', '求职  出纳 南京', '意向'])).toEqual(['联系电话  +86 137 0000 4444', '求职意向  出纳 南京']);
    expect(rejoinBrokenWords(['张伟', '个人  男'])).toEqual(['张伟', '个人  男']);
  });
  it('reads a resume whose headings sit beside their first line', () => {
    const r = parseResumeText(
      ['孙嘉怡', '个人信息  女 1993年4月出生 现居南京', '联系  +86 137 0000 4444', '电话', '求职  出纳 南京', '意向', '工作经历  2018/07 - 2023/12 南京青松贸易有限公司 会计', '负责总账。', '教育经历  2014/09 - 2018/06 南京财经大学 会计学 本科'].join('\n'),
    );
    expect(r).toMatchObject({ name: '孙嘉怡', gender: 0, birthYear: 1993, workCity: '南京', mobile: '13700004444', expectPosition: '出纳', expectCity: '南京' });
    expect(r.workExperiences).toMatchObject([{ companyName: '南京青松贸易有限公司', jobName: '会计', workTime: '2018.07-2023.12' }]);
    expect(r.educations).toEqual([{ graduationSchool: '南京财经大学', professional: '会计学', degree: '本科', eduTime: '2014.09-2018.06' }]);
  });
});
