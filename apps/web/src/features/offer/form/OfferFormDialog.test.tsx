// 添加Offer / 编辑Offer: the fields in HR's order, switched-off and hidden ones left out (and not
// sent), salaries sent and shown back exactly as typed, the domain's Chinese messages.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFER_STANDARD_FIELDS, offerFieldCodes, resolveOfferStandardSettings, type OfferDetail, type OfferStandardField, type OfferStandardSetting } from '@bole/domain';
import { registerNotifier, resetNotifyForTests } from '../../../lib/notify';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, failure, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { OfferFormDialog } from './OfferFormDialog';

const OFFER = 250012;
const ALL_FIELDS = [...offerFieldCodes(1), 230001]; // with 职位 (230001), which reads the 职级

const fieldSettings = (stored: Partial<Record<OfferStandardField, Partial<OfferStandardSetting>>> = {}) => {
  const resolved = resolveOfferStandardSettings(stored);
  return {
    standard: OFFER_STANDARD_FIELDS.map((f) => ({ key: f.key, label: f.label, group: f.group, props: [...f.props], hint: f.hint, locked: f.locked, canRequire: f.canRequire, dependsOn: f.dependsOn, ...resolved[f.key] })),
    custom: [],
    updatedAt: null,
    updatedByName: null,
  };
};

const DRAFT: OfferDetail = {
  id: 9, applicationId: 42, resumeId: 7, candidateName: '韩梅', jobId: 3, jobName: 'Java开发工程师', status: 'rejected', approvalStatus: 'rejected',
  entryTime: '2026-12-14', orgId: 5, orgName: '技术部', probationPeriod: 3, internshipSalary: '8000.50', salaryType: 1, formalSalary: '12000.00', taxType: 1,
  hidden: [], createdBy: 1, creatorName: '周文静', sentAt: null, expiresAt: null, answeredAt: null, createdAt: '2026-11-27T02:00:00Z', updatedAt: '2026-11-27T02:00:00Z',
  jobRankId: null, jobRankName: null, demandIds: [], offerEmailFlag: false, emailTitle: null, ccEmails: [], emailContent: null, fileIds: [], offerFileTemplateId: null,
  customFields: {}, declineReason: null, cancelReason: null, currentStep: null, rejectReason: '薪资偏高', version: 2, approval: null,
  can: { edit: true, submit: true, withdraw: false, send: false, cancel: true },
};

let calls: ApiCall[];
let toasts: string[];
const setup = (codes: number[], routes: Record<string, (c: ApiCall) => unknown> = {}, settings = fieldSettings()) => {
  calls = mockApi(
    {
      'GET /api/offer-fields': () => settings,
      'GET /api/applications/42/offers': () => ({ list: [], total: 0, page: 1, pageSize: 100 }),
      'GET /api/company/orgs/options': () => [{ id: 5, name: '技术部', children: [] }],
      'GET /api/job-levels': () => [{ id: 2, name: 'P6', description: null, sort: 1, jobCount: 0 }],
      'GET /api/offer-letter-templates': () => [{ id: 1, name: '标准录用通知书', content: '', isDefault: true, updatedAt: '2026-11-01T00:00:00Z' }],
      'POST /api/offers': () => ({ id: 9, status: 'draft' }),
      ...routes,
    },
    adminInfo(codes),
  );
};
const posted = () => calls.find((c) => c.method === 'POST' && c.path === '/api/offers')?.body as Record<string, unknown> | undefined;

async function fillRequired(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('入职时间'), { target: { value: '2026-12-14' } });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '入职部门' }));
  fireEvent.click(await screen.findByTitle('技术部'));
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '试用期' }));
  fireEvent.click(await screen.findByTitle('3个月'));
}

beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
  toasts = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
});
afterEach(() => vi.unstubAllGlobals());

describe('添加Offer', { timeout: 30_000 }, () => {
  it('lists the fields in HR’s order, salary types 日薪 月薪 年薪, and sends the salaries as typed', async () => {
    setup([OFFER, ...ALL_FIELDS]);
    renderWithApp(<OfferFormDialog open applicationId={42} candidateName="韩梅" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '添加Offer - 韩梅' });
    await within(dialog).findByLabelText('入职时间');
    const labels = [...dialog.querySelectorAll('.ant-form-item-label label')].map((l) => l.textContent);
    expect(labels.slice(0, 10)).toEqual(['入职时间', '入职部门', '试用期', '试用期薪资', '薪资类型', '转正薪资', '税前/税后', '职级', '关联需求', '发送Offer邮件']);
    expect(within(dialog).getAllByRole('radio').slice(0, 3).map((r) => r.closest('label')!.textContent)).toEqual(['日薪', '月薪', '年薪']);

    await fillRequired(dialog);
    fireEvent.change(within(dialog).getByLabelText('试用期薪资'), { target: { value: '8000.5' } });
    fireEvent.change(within(dialog).getByLabelText('转正薪资'), { target: { value: '12000.05' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '年薪' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(posted()).toBeTruthy());
    expect(posted()).toMatchObject({ applicationId: 42, submit: false, entryTime: '2026-12-14', orgId: 5, probationPeriod: 3, internshipSalary: '8000.5', formalSalary: '12000.05', salaryType: 2, taxType: 1, offerEmailFlag: true });
    expect(toasts).toContain('success: 已保存Offer草稿');
  });

  it('shows the domain’s Chinese messages and sends nothing while a salary is wrong', async () => {
    setup([OFFER, ...ALL_FIELDS]);
    renderWithApp(<OfferFormDialog open applicationId={42} candidateName="韩梅" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '添加Offer - 韩梅' });
    await within(dialog).findByLabelText('入职时间');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交审批' }));
    expect(await within(dialog).findByText('请选择入职时间')).toBeTruthy();
    expect(within(dialog).getByText('请输入试用期薪资')).toBeTruthy();
    await fillRequired(dialog);
    fireEvent.change(within(dialog).getByLabelText('试用期薪资'), { target: { value: '8000.505' } });
    fireEvent.blur(within(dialog).getByLabelText('试用期薪资'));
    fireEvent.change(within(dialog).getByLabelText('转正薪资'), { target: { value: '-1' } });
    fireEvent.blur(within(dialog).getByLabelText('转正薪资'));
    expect(await within(dialog).findByText('试用期薪资最多保留两位小数')).toBeTruthy();
    expect(await within(dialog).findByText('转正薪资不能为负数')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '提交审批' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(posted()).toBeUndefined();
  });

  it('leaves out the fields Offer字段 switched off and requires those set 必填', async () => {
    setup([OFFER, ...ALL_FIELDS], {}, fieldSettings({ demandIds: { enabled: false }, offerEmail: { enabled: false }, jobRankId: { required: true } }));
    renderWithApp(<OfferFormDialog open applicationId={42} candidateName="韩梅" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '添加Offer - 韩梅' });
    await within(dialog).findByLabelText('入职时间');
    expect(within(dialog).queryByRole('combobox', { name: '关联需求' })).toBeNull();
    expect(within(dialog).queryByLabelText('发送Offer邮件')).toBeNull();
    await fillRequired(dialog);
    fireEvent.change(within(dialog).getByLabelText('试用期薪资'), { target: { value: '8000' } });
    fireEvent.change(within(dialog).getByLabelText('转正薪资'), { target: { value: '12000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    expect(await within(dialog).findByText('请填写职级')).toBeTruthy();
    expect(posted()).toBeUndefined();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '职级' }));
    fireEvent.click(await screen.findByTitle('P6'));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(posted()).toBeTruthy());
    expect(posted()).toMatchObject({ jobRankId: 2, offerEmailFlag: false });
    expect(posted()).not.toHaveProperty('demandIds');
    expect(posted()).not.toHaveProperty('emailTitle');
  });

  it('says which fields the user’s codes hide and does not offer to save a new offer', async () => {
    setup([OFFER, ...ALL_FIELDS.filter((c) => c !== 100006)]);
    renderWithApp(<OfferFormDialog open applicationId={42} candidateName="韩梅" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '添加Offer - 韩梅' });
    expect(await within(dialog).findByText('您没有查看「转正薪资」的权限，无法添加Offer，请联系管理员开通')).toBeTruthy();
    expect(within(dialog).queryByLabelText('转正薪资')).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: '年薪' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '保存草稿' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('编辑Offer', { timeout: 30_000 }, () => {
  it('shows the stored salaries exactly, never sends the fields the offer hides, and submits after saving', async () => {
    const hiddenSalary: OfferDetail = { ...DRAFT, hidden: ['formalSalary', 'salaryType'], formalSalary: null, salaryType: null };
    setup([OFFER, ...ALL_FIELDS], {
      'GET /api/offers/9': () => hiddenSalary,
      'PATCH /api/offers/9': () => hiddenSalary,
      'POST /api/offers/9/submit': () => ({ ...hiddenSalary, status: 'approving' }),
    });
    renderWithApp(<OfferFormDialog open applicationId={42} candidateName="韩梅" offerId={9} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '编辑Offer - 韩梅' });
    expect(((await within(dialog).findByLabelText('试用期薪资')) as HTMLInputElement).value).toBe('8000.50');
    expect(within(dialog).queryByLabelText('转正薪资')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存并提交审批' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/offers/9/submit')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!.body as Record<string, unknown>;
    expect(patch).toMatchObject({ internshipSalary: '8000.50', entryTime: '2026-12-14', orgId: 5 });
    expect(patch).not.toHaveProperty('formalSalary');
    expect(patch).not.toHaveProperty('salaryType');
    expect(toasts).toContain('success: Offer已提交审批');
  });

  it('opens the candidate’s editable offer instead of a second one, and puts the server’s refusal on its field', async () => {
    setup([OFFER, ...ALL_FIELDS], {
      'GET /api/applications/42/offers': () => ({ list: [DRAFT], total: 1, page: 1, pageSize: 100 }),
      'GET /api/offers/9': () => DRAFT,
      'PATCH /api/offers/9': () => failure(400, { status: 400, message: '入职时间须为有效日期，如2026-12-01', data: { fields: [{ field: 'entryTime', message: '入职时间须为有效日期，如2026-12-01' }] } }),
    });
    renderWithApp(<OfferFormDialog open applicationId={42} candidateName="韩梅" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '编辑Offer - 韩梅' });
    expect(await within(dialog).findByText('韩梅已有一份「审批驳回」的Offer，可修改后提交审批')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: '保存草稿' }));
    expect(await within(dialog).findByText('入职时间须为有效日期，如2026-12-01')).toBeTruthy();
    expect(posted()).toBeUndefined();
  });
});
