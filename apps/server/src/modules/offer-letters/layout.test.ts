import { describe, expect, it } from 'vitest';
import { breakLines, breakUnits, NO_LINE_END, NO_LINE_START } from './layout';

// A monospace measure: a Chinese character or full-width mark 10 wide, anything else 5.
const measure = (text: string) => [...text].reduce((w, c) => w + (/[\u2e80-\uffef]/.test(c) ? 10 : 5), 0);

const CLOSING = [...'，。、；：？！）」』》'];
const OPENING = [...'（「『《'];

function checkLines(lines: string[]) {
  for (const [i, line] of lines.entries()) {
    if (i > 0) expect(NO_LINE_START.has([...line][0]!), `line ${i} starts with ${line[0]}: ${JSON.stringify(lines)}`).toBe(false);
    if (i < lines.length - 1) expect(NO_LINE_END.has([...line].at(-1)!), `line ${i} ends with ${line.at(-1)}: ${JSON.stringify(lines)}`).toBe(false);
  }
}

describe('Chinese line breaking', () => {
  it('keeps words, numbers, addresses and paired marks whole', () => {
    expect(breakUnits('薪资16,000.00元，邮箱hr@example.com。——好……')).toEqual([
      '薪', '资', '16,000.00', '元', '，', '邮', '箱', 'hr@example.com', '。', '——', '好', '……',
    ]);
  });

  it('fills lines to the width and keeps the whole text', () => {
    const text = '经过面试评估，我们很高兴地通知您：公司决定录用您担任技术部Java开发工程师一职。';
    const lines = breakLines(text, 100, measure);
    expect(lines.join('')).toBe(text);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(110);
    checkLines(lines);
  });

  it('never starts a line with closing punctuation: the last character goes down with it', () => {
    // Ten characters fill a line exactly; the comma would start the second line.
    const lines = breakLines('一二三四五六七八九十，十一', 100, measure);
    expect(lines).toEqual(['一二三四五六七八九', '十，十一']);
    // Two closing marks in a row go down together with the character before them.
    expect(breakLines('一二三四五六七八九十）。后', 100, measure)).toEqual(['一二三四五六七八九', '十）。后']);
  });

  it('never ends a line with an opening bracket', () => {
    const lines = breakLines('一二三四五六七八九「十」后面', 100, measure);
    expect(lines).toEqual(['一二三四五六七八九', '「十」后面']);
  });

  it('indents the first line and cuts a word longer than a line', () => {
    const lines = breakLines('一二三四五六七八九十', 100, measure, 20);
    expect(lines).toEqual(['一二三四五六七八', '九十']);
    const long = 'x'.repeat(30);
    expect(breakLines(long, 100, measure).join('')).toBe(long);
  });

  it('holds for every closing and opening mark at every position', () => {
    for (const mark of [...CLOSING, ...OPENING]) {
      for (let at = 1; at < 30; at += 1) {
        const chars = [...'录用通知书入职日期试用期薪资转正部门联系人电话邮箱地址报到材料身份证'];
        chars.splice(at, 0, mark);
        for (const width of [60, 70, 80, 100, 130]) checkLines(breakLines(chars.join(''), width, measure, 20));
      }
    }
  });

  it('holds for runs of marks and mixed Latin text', () => {
    const text = '请于2026年12月1日（周二）上午9:00到「上海市浦东新区张江路88号」报到，联系：李娜（电话：13800138000；邮箱：hr@example.com）。谢谢！！';
    for (let width = 40; width <= 200; width += 5) {
      const lines = breakLines(text, width, measure, 20);
      expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
      checkLines(lines);
    }
  });
});
