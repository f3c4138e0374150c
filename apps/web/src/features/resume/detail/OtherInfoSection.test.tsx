// 其他信息: custom values shown by type, edited in place; only changed values are sent, an
// emptied one as null, and a required field left empty is refused before anything is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResumeDetail, ResumeField } from '@bole/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { mockApi, renderPage, resumeRow, type ApiCall } from '../test-utils';
import { OtherInfoSection } from './OtherInfoSection';

const base: Omit<ResumeField, 'id' | 'key' | 'name' | 'type' | 'sort'> = { required: false, options: [], datePrecision: null, dictionary: null, placeholder: null, help: null, enabled: true, createdAt: '2026-03-01T02:00:00.000Z', updatedAt: '2026-03-01T02:00:00.000Z' };
const FIELDS: ResumeField[] = [
  { ...base, id: 1, key: 'politics', name: '政治面貌', type: 'singleChoice', required: true, sort: 1, options: [{ key: 'o1', label: '中共党员' }, { key: 'o2', label: '群众' }] },
  { ...base, id: 2, key: 'license', name: '有无驾照', type: 'yesNo', sort: 2 },
  { ...base, id: 3, key: 'address', name: '家庭住址', type: 'address', sort: 3 },
  { ...base, id: 4, key: 'referees', name: '推荐同事', type: 'teamMember', sort: 4 },
  { ...base, id: 5, key: 'note', name: '自我评价', type: 'longText', sort: 5 },
  { ...base, id: 6, key: 'old', name: '旧字段', type: 'shortText', enabled: false, sort: 6 },
];

function resume(customFields: ResumeDetail['customFields']): ResumeDetail {
  return {
    ...resumeRow(), birthYear: 1997, birthday: null, wechatCode: null, hometownCity: null, headImg: null, currentSalary: null, expectIndustry: null, mergedIntoId: null,
    customFields, contactMasked: false, salaryHidden: false, duplicateCount: 0, educations: [], workExperiences: [], projects: [], trainings: [], files: [],
  };
}

let calls: ApiCall[];
const patches = () => calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

function show(r: ResumeDetail) {
  calls = mockApi({
    'GET /api/resume-fields': () => FIELDS,
    'GET /api/company/accounts/options': () => [{ id: 3, userName: '陈思琪' }],
    'PATCH /api/resumes/101': ({ body }) => ({ ...r, customFields: { ...r.customFields, ...(body as { customFields: object }).customFields } }),
  });
  renderPage(<OtherInfoSection resume={r} canEdit />);
}

beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('其他信息', { timeout: 20_000 }, () => {
  it('shows each enabled field’s value by its type', async () => {
    show(resume({ politics: 'o1', license: false, address: { cityCode: '330100', cityName: '杭州市', detail: '文三路90号' }, referees: [3], old: '不显示' }));
    const section = await screen.findByRole('region', { name: '其他信息' });
    await within(section).findByText('中共党员');
    expect(within(section).getByText('否')).toBeTruthy();
    expect(within(section).getByText('杭州市 文三路90号')).toBeTruthy();
    expect(await within(section).findByText('陈思琪')).toBeTruthy();
    expect(within(section).getByText('未填写')).toBeTruthy();
    expect(within(section).queryByText('旧字段')).toBeNull();
  });

  it.each([false, true])('links attachment fields to their files (contact masked: %s): without 250001 the original as its 脱敏版, others as names only', async (contactMasked) => {
    const fields = [{ ...base, id: 7, key: 'docs', name: '证明材料', type: 'attachment', sort: 7 }] as ResumeField[];
    const files = [
      { id: 31, kind: 'original', fileName: '简历.wps', mime: null, size: 2048, previewable: false, createdAt: '2026-03-01T02:00:00.000Z' },
      { id: 32, kind: 'attachment', fileName: '学位证.png', mime: null, size: 2048, previewable: true, createdAt: '2026-03-01T02:00:00.000Z' },
    ];
    mockApi({ 'GET /api/resume-fields': () => fields });
    renderPage(<OtherInfoSection resume={{ ...resume({ docs: [31, 32] }), files, contactMasked }} canEdit={false} />);
    const section = await screen.findByRole('region', { name: '其他信息' });
    if (contactMasked) {
      expect((await within(section).findByRole('link', { name: '简历.wps（脱敏版）' })).getAttribute('href')).toBe('/api/resumes/101/files/31');
      expect(within(section).queryByRole('link', { name: /学位证/ })).toBeNull();
      expect(within(section).getByText('学位证.png').getAttribute('title')).toContain('查看候选人联系方式');
    } else {
      expect((await within(section).findByRole('link', { name: '简历.wps' })).getAttribute('href')).toBe('/api/resumes/101/files/31?download=1');
      expect(within(section).getByRole('link', { name: '学位证.png' }).getAttribute('href')).toBe('/api/resumes/101/files/32');
    }
  });

  it('sends only what changed, an emptied value as null', async () => {
    show(resume({ politics: 'o2', license: true, note: '踏实' }));
    fireEvent.click(await screen.findByRole('button', { name: '编辑其他信息' }));
    const editor = await screen.findByRole('group', { name: '编辑其他信息' });
    fireEvent.click(within(editor).getByRole('radio', { name: '否' }));
    fireEvent.change(within(editor).getByLabelText('自我评价'), { target: { value: '  ' } });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(patches()).toEqual([{ customFields: { license: false, note: null } }]));
  });

  it('asks for a required field before saving', async () => {
    show(resume({ license: true }));
    fireEvent.click(await screen.findByRole('button', { name: '编辑其他信息' }));
    const editor = await screen.findByRole('group', { name: '编辑其他信息' });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    expect(await within(editor).findByText('请填写政治面貌')).toBeTruthy();
    expect(patches()).toEqual([]);
  });
});
