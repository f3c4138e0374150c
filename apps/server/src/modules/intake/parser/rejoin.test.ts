import { describe, expect, it } from 'vitest';
import { rejoinBrokenWords } from './rejoin';

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
