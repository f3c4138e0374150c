import type { ResumeDetail } from '@bole/domain';
import { describe, expect, it } from 'vitest';
import { documentFileName } from './export.document';

const resume = (over: Partial<ResumeDetail>) => ({ id: 42, name: '陈思远', expectPosition: null, lastJobTitle: null, lastCompany: null, ...over }) as ResumeDetail;
// 2026-03-08 01:30 in Shanghai, still March 7th in UTC.
const now = new Date('2026-03-07T17:30:00Z');

describe('documentFileName', () => {
  it('fills the placeholders, the date in China time', () => {
    expect(documentFileName('{姓名}_{职位}_{日期}', resume({ expectPosition: 'Java开发工程师' }), now)).toBe('陈思远_Java开发工程师_20260308');
    expect(documentFileName('{简历编号}-{姓名}-{最近公司}', resume({ lastCompany: '杭州云栖网络科技有限公司' }), now)).toBe('42-陈思远-杭州云栖网络科技有限公司');
  });

  it('takes the latest job title when no position is wanted, and leaves no doubled separator for a missing value', () => {
    expect(documentFileName('{姓名}_{职位}_{日期}', resume({ lastJobTitle: '销售主管' }), now)).toBe('陈思远_销售主管_20260308');
    expect(documentFileName('{姓名}_{职位}_{日期}', resume({}), now)).toBe('陈思远_20260308');
    expect(documentFileName('{职位}_{姓名}', resume({}), now)).toBe('陈思远');
  });

  it('drops characters a file name cannot hold', () => {
    expect(documentFileName('{姓名}_{职位}', resume({ expectPosition: 'C/C++ 工程师: 高级' }), now)).toBe('陈思远_CC++ 工程师 高级');
  });
});
