// The new hire's 入职登记: checks the numbers on the phone before sending, sends the numbers only
// when typed, uploads documents of the allowed types, confirms before submitting, shows the
// submitted form read only, and says why a link no longer works.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicOnboardingForm } from '@bole/domain';
import { adminInfo, failure, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { JoinPage } from './JoinPage';

const FORM: PublicOnboardingForm = {
  submitted: false,
  companyName: '杭州云栖科技有限公司',
  jobName: 'Java开发工程师',
  entryDate: '2026-12-10',
  expiresAt: '2026-12-17T15:59:59.999Z',
  values: { name: '韩梅梅', joinConfirmed: false, idNumber: null, bankCard: null, bankName: null, emergencyName: null, emergencyRelation: null, emergencyPhone: null, address: null },
  documents: [],
  submittedAt: null,
};
const SAVED: PublicOnboardingForm = { ...FORM, values: { ...FORM.values, joinConfirmed: true, idNumber: '4403**********1234' } };
const DONE: PublicOnboardingForm = {
  ...SAVED,
  submitted: true,
  submittedAt: '2026-11-28T08:00:00Z',
  values: { ...SAVED.values, bankCard: '6212***********2455', bankName: '招商银行', emergencyName: '韩建国', emergencyRelation: '父亲', emergencyPhone: '13800138000', address: '深圳市南山区' },
  documents: [{ id: 7, kind: 'idFront', fileName: '人像面.png', size: 20480, uploadedAt: '2026-11-28T07:00:00Z' }],
};

let calls: ApiCall[];
let uploaded: FormData | undefined;
const render = (token = 'tok-1') =>
  renderWithApp(
    <MemoryRouter initialEntries={[`/out/feedback/join?token=${token}`]}>
      <JoinPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  uploaded = undefined;
  calls = mockApi(
    {
      'GET /api/out/onboarding-forms/tok-1': () => FORM,
      'PUT /api/out/onboarding-forms/tok-1': () => SAVED,
      'POST /api/out/onboarding-forms/tok-1/submit': () => DONE,
      'POST /api/out/onboarding-forms/tok-1/files': () => ({ ...FORM, documents: [{ id: 8, kind: 'idBack', fileName: '国徽面.pdf', size: 2048, uploadedAt: '2026-11-28T07:00:00Z' }] }),
      'GET /api/out/onboarding-forms/done': () => DONE,
      'GET /api/out/onboarding-forms/gone': () => failure(410, { status: '50554', message: '链接已失效：招聘负责人已发送新的入职登记链接，请使用最新的链接' }),
    },
    adminInfo([]),
  );
  const fetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) uploaded = init.body;
    return fetch(input, init);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('入职登记 page', { timeout: 20_000 }, () => {
  it('prefills the name, refuses a wrong 身份证号 on the phone and saves the typed number only', async () => {
    render();
    expect(await screen.findByRole('heading', { name: '入职登记' })).toBeTruthy();
    expect((screen.getAllByLabelText('姓名')[0] as HTMLInputElement).value).toBe('韩梅梅');
    fireEvent.click(screen.getByRole('checkbox', { name: '我确认将于 2026-12-10 按时入职' }));
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '440308199901011233' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '2380013800' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('身份证号格式不正确，请输入18位身份证号')).toBeTruthy();
    expect(screen.getByText('手机号格式不正确')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '440308199901011234' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/已保存/)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ name: '韩梅梅', joinConfirmed: true, idNumber: '440308199901011234', emergencyPhone: '13800138000' });
    expect(put.body).not.toHaveProperty('bankCard');
    // The stored number comes back masked as a hint; the input is empty again.
    expect(screen.getByText('已填写 4403**********1234，如需修改请重新输入')).toBeTruthy();
    expect((screen.getByLabelText('身份证号') as HTMLInputElement).value).toBe('');
  });

  it('uploads allowed documents only', async () => {
    render();
    const input = (await screen.findByLabelText('上传身份证国徽面')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['MZ'], '国徽面.exe')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('只能上传JPG、JPEG、PNG图片或PDF文件');
    expect(uploaded).toBeUndefined();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], '国徽面.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('国徽面.pdf')).toBeTruthy();
    expect((uploaded!.get('file') as File).name).toBe('国徽面.pdf');
    expect(calls.find((c) => c.method === 'POST')!.path).toBe('/api/out/onboarding-forms/tok-1/files');
  });

  it('asks to confirm, then submits and shows the form read only', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: '提交' }));
    expect(screen.getByText('提交后将不能再修改，确认提交吗？')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/submit'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText(/入职登记已提交/)).toBeTruthy();
    expect(screen.getByText('6212***********2455')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByLabelText(/^上传/)).toBeNull();
  });

  it('shows a submitted form read only when opened again', async () => {
    render('done');
    expect(await screen.findByText(/入职登记已提交/)).toBeTruthy();
    expect(screen.getByText('人像面.png')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
  });

  it('says why a link no longer works', async () => {
    render('gone');
    expect(await screen.findByRole('heading', { name: '链接已失效' })).toBeTruthy();
    expect(screen.getByText('链接已失效：招聘负责人已发送新的入职登记链接，请使用最新的链接')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method !== 'GET')).toEqual([]));
  });
});
