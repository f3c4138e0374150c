import { describe, expect, it } from 'vitest';
import { repairOcrText } from './extract/ocr';
import { parseResumeText } from './resume';
import { isUnclear, legibleLines, legibleOnly } from './unclear';

const line = (text: string, confidence: number) => ({ text, confidence });

describe('unclear images (issue 17 class 8)', () => {
  const scan = {
    text: '个人简历\n孟晓岚\n全吕和 期望职位 开讲每并者\n2019.04-200204 和时和和 有限公司\n',
    confidence: 14,
    lines: [line('个人简历', 96), line('孟晓岚', 88), line('全吕和 期望职位 开讲每并者', 3), line('2019.04-200204 和时和和 有限公司', 18)],
  };

  it('tells a noisy scan from a legible screenshot by the mean confidence', () => {
    expect(isUnclear(scan)).toBe(true);
    expect(isUnclear({ ...scan, confidence: 82 })).toBe(false);
  });

  it('keeps only the confidently read lines, and from them only what a pattern vouches for', () => {
    expect(legibleLines(scan)).toBe('个人简历\n孟晓岚');
    const noisy = parseResumeText('孟晓岚\n期望职位：开讲每并者\n2019.04-2020.04 和时和和有限公司 经理\n手机 13700003333');
    expect(noisy.expectPosition).toBeDefined();
    expect(legibleOnly(noisy)).toEqual({ name: '孟晓岚', mobile: '13700003333' });
  });
});

describe('OCR slips in legible images (issue 17 class 8)', () => {
  it('puts back dropped dots, dashes read as 一, a label colon read as a semicolon and misread brackets', () => {
    expect(repairOcrText('邮箱: wangli@example net')).toBe('邮箱: wangli@example.net');
    expect(repairOcrText('2015.09 - 2019 06 南京大学')).toBe('2015.09 - 2019.06 南京大学');
    expect(repairOcrText('2020.11一2022.10')).toBe('2020.11 - 2022.10');
    expect(repairOcrText('求职意向; 产品经理')).toBe('求职意向: 产品经理');
    expect(repairOcrText('某某有限公司 〈 2019.07 - 至今)')).toBe('某某有限公司 ( 2019.07 - 至今)');
    expect(repairOcrText('深圳大学 . 软件工程 . 本科')).toBe('深圳大学 · 软件工程 · 本科');
    expect(repairOcrText('手机: 189 2012 0811')).toBe('手机: 189 2012 0811');
  });
});
