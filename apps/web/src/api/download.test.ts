import { describe, expect, it } from 'vitest';
import { serverFileName } from './download';

describe('serverFileName', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(serverFileName(`attachment; filename="_Java_20260308.pdf"; filename*=UTF-8''%E9%99%88%E6%80%9D%E8%BF%9C_Java_20260308.pdf`)).toBe('陈思远_Java_20260308.pdf');
    expect(serverFileName('attachment; filename="report.xlsx"')).toBe('report.xlsx');
  });

  it('answers null without a usable name', () => {
    expect(serverFileName(null)).toBeNull();
    expect(serverFileName('attachment')).toBeNull();
    expect(serverFileName(`attachment; filename*=UTF-8''%E9%99%8`)).toBeNull();
  });
});
