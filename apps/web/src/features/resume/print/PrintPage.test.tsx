// /resume/detail/print: the whole resume on one sheet, 其他信息 included with readable values.
import { screen, within } from '@testing-library/react';
import type { ResumeDetail, ResumeField } from '@bole/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { mockApi, renderPage, resumeRow } from '../test-utils';
import { PrintPage } from './PrintPage';

const base: Omit<ResumeField, 'id' | 'key' | 'name' | 'type' | 'sort'> = { required: false, options: [], datePrecision: null, dictionary: null, placeholder: null, help: null, enabled: true, createdAt: '2026-03-01T02:00:00.000Z', updatedAt: '2026-03-01T02:00:00.000Z' };
const FIELDS: ResumeField[] = [
  { ...base, id: 1, key: 'politics', name: '政治面貌', type: 'singleChoice', sort: 1, options: [{ key: 'o1', label: '中共党员' }, { key: 'o2', label: '群众' }] },
  { ...base, id: 2, key: 'langs', name: '外语', type: 'multiChoice', sort: 2, options: [{ key: 'en', label: '英语' }, { key: 'ja', label: '日语' }] },
  { ...base, id: 3, key: 'license', name: '有无驾照', type: 'yesNo', sort: 3 },
  { ...base, id: 4, key: 'start', name: '可到岗日期', type: 'date', datePrecision: 'month', sort: 4 },
  { ...base, id: 5, key: 'degree2', name: '第二学历', type: 'dictionary', dictionary: 'degrees', sort: 5 },
  { ...base, id: 6, key: 'referees', name: '推荐同事', type: 'teamMember', sort: 6 },
  { ...base, id: 7, key: 'works', name: '作品集', type: 'attachment', sort: 7 },
  { ...base, id: 8, key: 'note', name: '自我评价', type: 'longText', sort: 8 },
  { ...base, id: 9, key: 'empty', name: '驾龄', type: 'shortText', sort: 9 },
  { ...base, id: 10, key: 'old', name: '旧字段', type: 'shortText', enabled: false, sort: 10 },
];

const resume: ResumeDetail = {
  ...resumeRow(), birthYear: 1998, birthday: null, wechatCode: null, hometownCity: null, headImg: null, currentSalary: null, expectIndustry: null, mergedIntoId: null,
  contactMasked: false, salaryHidden: false, duplicateCount: 0, educations: [], workExperiences: [], projects: [], trainings: [],
  files: [{ id: 31, kind: 'attachment', fileName: '作品集.pdf', mime: 'application/pdf', size: 2048, previewable: true, createdAt: '2026-03-01T02:00:00.000Z' }],
  customFields: { politics: 'o1', langs: ['en', 'ja'], license: true, start: '2026-04', degree2: '4', referees: [3], works: [31], note: '踏实肯干\n善于沟通', old: '不打印' },
};

beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('print layout', { timeout: 20_000 }, () => {
  it('prints 其他信息 with every enabled field by its type, in words', async () => {
    mockApi({
      'GET /api/resumes/101': () => resume,
      'GET /api/resume-fields': () => FIELDS,
      'GET /api/company/accounts/options': () => [{ id: 3, userName: '陈思琪' }],
      'GET /api/basedata/degrees': () => [{ code: '3', name: '本科' }, { code: '4', name: '硕士' }],
    });
    renderPage(<PrintPage />, '/resume/detail/print?id=101', '/resume/detail/print');
    const sheet = await screen.findByRole('article', { name: '李雨桐的简历' });
    const other = within(sheet).getByRole('heading', { name: '其他信息' }).closest('section')!;
    const valueOf = (label: string) => within(other).getByText(label).nextSibling?.textContent;
    expect(valueOf('政治面貌')).toBe('中共党员');
    expect(valueOf('外语')).toBe('英语、日语');
    expect(valueOf('有无驾照')).toBe('是');
    expect(valueOf('可到岗日期')).toBe('2026年04月');
    expect(await within(other).findByText('硕士')).toBeTruthy();
    expect(await within(other).findByText('陈思琪')).toBeTruthy();
    expect(within(other).getByRole('link', { name: '作品集.pdf' })).toBeTruthy();
    expect(valueOf('自我评价')).toBe('踏实肯干\n善于沟通');
    expect(valueOf('驾龄')).toBe('未填写');
    expect(within(other).queryByText('旧字段')).toBeNull();
  });

  it('leaves 其他信息 out while the company has no enabled field', async () => {
    mockApi({ 'GET /api/resumes/101': () => resume, 'GET /api/resume-fields': () => [FIELDS[9]] });
    renderPage(<PrintPage />, '/resume/detail/print?id=101', '/resume/detail/print');
    const sheet = await screen.findByRole('article', { name: '李雨桐的简历' });
    expect(within(sheet).getByRole('heading', { name: '求职意向' })).toBeTruthy();
    expect(within(sheet).queryByRole('heading', { name: '其他信息' })).toBeNull();
  });
});
