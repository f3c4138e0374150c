import { describe, expect, it } from 'vitest';
import { isChineseName } from './lexicon';
import { nameFromFileName, nameFromTop } from './person';
import { parseResumeText } from './resume';

describe('names (issue 17 class 1)', () => {
  it('never takes a label or the start of one for a name', () => {
    expect(['应聘职', '期望职', '出生年'].map(isChineseName)).toEqual([false, false, false]);
    expect(nameFromTop(['应聘职', '位：销售经理', '常乐'])).toBe('常乐');
  });
  it('drops honorifics and reads compound surnames and letter-spaced names', () => {
    expect(parseResumeText('姓名：欧阳晓彤女士\n电话：13700002222').name).toBe('欧阳晓彤');
    expect(nameFromTop(['曾海燕女士 | 13700002222'])).toBe('曾海燕');
    expect(nameFromTop(['上官文博', '男 | 30岁'])).toBe('上官文博');
    expect(nameFromTop(['韦 思 远', '手机：13700002222'])).toBe('韦思远');
  });
  it('reads a name beside a sidebar heading, and a Latin name in an English CV', () => {
    expect(nameFromTop(['联系方式  邱雨桐', '+86 137 0000 2222'])).toBe('邱雨桐');
    expect(nameFromTop(['Grace Lin', 'Data Analyst | Shenzhen'])).toBe('Grace Lin');
  });
  it('takes from a file name only what is a name', () => {
    expect(nameFromFileName('简历模板-蓝色.docx')).toBeUndefined();
    expect(nameFromFileName('07-board-export.txt')).toBeUndefined();
    expect(nameFromFileName('猎聘_唐晓东_财务经理.pdf')).toBe('唐晓东');
  });
});
