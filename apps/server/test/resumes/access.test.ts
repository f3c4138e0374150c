import { Perm } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../helpers';
import { addAccount, counts, createResume, customAccount, expectFailure, okData, pushTo, recordsOf, search, setup, storedRow, type Setup } from './fixtures';

let s: Setup;
let pushed: number;
let referred: number;
let other: number;
let manager: Session;
let referrer: Session;
let frontDesk: Session;
let trainee: Session;

beforeAll(async () => {
  s = await setup();
  manager = await addAccount(s.ctx, s.a.companyId, 3);
  referrer = await addAccount(s.ctx, s.a.companyId, 4);
  frontDesk = await addAccount(s.ctx, s.a.companyId, 5);
  trainee = await addAccount(s.ctx, s.a.companyId, 10);
  pushed = (await createResume(s.api, s.a, { name: '推送候选人', mobile: '13800000001', email: 'zhang@example.com', wechatCode: 'wxid_abc123' })).id;
  referred = (await createResume(s.api, s.a, { name: '内推候选人', referrerAccountId: referrer.accountId })).id;
  other = (await createResume(s.api, s.a, { name: '其他候选人' })).id;
  await pushTo(s.ctx, s.a.companyId, pushed, manager.accountId);
});

const listIds = async (session: Session, query: Record<string, string> = {}) => (await search(s.api, session, query)).list.map((r) => r.id).sort((a, b) => a - b);
const get = (session: Session, id: number) => s.api(session, { method: 'GET', url: `/api/resumes/${id}` });

describe('data scope', () => {
  it('shows administrators and HR the whole company pool', async () => {
    expect(await listIds(s.a)).toEqual([pushed, referred, other].sort((a, b) => a - b));
    const hr = await addAccount(s.ctx, s.a.companyId, 2);
    expect(await listIds(hr)).toHaveLength(3);
  });

  it('shows a hiring manager only the resumes pushed to him', async () => {
    expect(await listIds(manager)).toEqual([pushed]);
    expect(await listIds(manager, { keyword: '候选人' })).toEqual([pushed]);
    okData(await get(manager, pushed));
    expectFailure(await get(manager, other), 404);
    expectFailure(await s.api(manager, { method: 'GET', url: `/api/resumes/${other}/duplicates` }), 403);
  });

  it('shows a referrer only his referrals', async () => {
    expect(await listIds(referrer)).toEqual([referred]);
    okData(await get(referrer, referred));
    expectFailure(await get(referrer, pushed), 404);
  });

  it('shows front desk nothing unless a resume is pushed to them', async () => {
    expect(await listIds(frontDesk)).toEqual([]);
    expectFailure(await get(frontDesk, other), 404);
    await pushTo(s.ctx, s.a.companyId, other, frontDesk.accountId);
    expect(await listIds(frontDesk)).toEqual([other]);
  });

  it('narrows an HR role without 210001 to pushed resumes', async () => {
    const interviewer = await customAccount(s.ctx, s.a.companyId, 2, [Perm.InterviewView, Perm.CandidateContact]);
    expect(await listIds(interviewer)).toEqual([]);
  });
});

describe('masking', () => {
  it('masks phone, e-mail and WeChat and hides salaries without 250001 / 250027', async () => {
    const detail = okData<Record<string, unknown>>(await get(trainee, pushed));
    expect(detail).toMatchObject({ mobile: '138****0001', email: 'z***@example.com', wechatCode: 'w***3', contactMasked: true, currentSalary: null, expectSalary: null, salaryHidden: true });
    const row = (await search(s.api, trainee, {})).list.find((r) => r.id === pushed)!;
    expect(row).toMatchObject({ mobile: '138****0001', email: 'z***@example.com' });
    const full = okData<Record<string, unknown>>(await get(s.a, pushed));
    expect(full).toMatchObject({ mobile: '13800000001', email: 'zhang@example.com', wechatCode: 'wxid_abc123', contactMasked: false, currentSalary: '25000' });
    // The hiring manager's defaults hold neither code.
    expect(okData<Record<string, unknown>>(await get(manager, pushed))).toMatchObject({ mobile: '138****0001', salaryHidden: true });
  });

  it('masks contact values in the operation history too', async () => {
    const editor = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.ResumeEdit, Perm.CandidateRecords]);
    okData(await s.api(s.a, { method: 'PATCH', url: `/api/resumes/${other}`, payload: { mobile: '13911112222' } }));
    const page = okData<{ list: { action: string; changes: { field: string; before: string | null; after: string | null }[] }[] }>(
      await s.api(editor, { method: 'GET', url: `/api/resumes/${other}/records` }),
    );
    const change = page.list.find((r) => r.action === 'update')!.changes.find((c) => c.field === 'mobile')!;
    expect(change.after).toBe('139****2222');
    // A masked value sent back unchanged is no change.
    const masked = okData<{ mobile: string }>(await get(editor, other)).mobile;
    okData(await s.api(editor, { method: 'PATCH', url: `/api/resumes/${other}`, payload: { mobile: masked, expectPosition: '测试经理' } }));
    expect((await storedRow(s.ctx, other))?.mobile).toBe('13911112222');
  });
});

describe('permissions', () => {
  it('refuses each write to a role without its code (403)', async () => {
    const viewer = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView]);
    const calls = [
      { method: 'POST' as const, url: '/api/resumes', payload: { name: '新候选人' } },
      { method: 'PATCH' as const, url: `/api/resumes/${other}`, payload: { name: '改名' } },
      { method: 'DELETE' as const, url: `/api/resumes/${other}` },
      { method: 'POST' as const, url: `/api/resumes/${other}/restore` },
      { method: 'POST' as const, url: `/api/resumes/${other}/merge`, payload: { intoId: pushed } },
      { method: 'POST' as const, url: `/api/resumes/${other}/tags`, payload: { tagIds: [] } },
      { method: 'POST' as const, url: `/api/resumes/${other}/handover`, payload: { toAccountId: s.a.accountId } },
      { method: 'GET' as const, url: `/api/resumes/${other}/records` },
      { method: 'GET' as const, url: `/api/resumes/${other}/duplicates` },
      { method: 'GET' as const, url: '/api/resume-records' },
      { method: 'POST' as const, url: '/api/resume-tags', payload: { name: '重点' } },
    ];
    for (const call of calls) expectFailure(await s.api(viewer, call), 403, '40300');
    // The referrer lacks 210002 / 210011.
    expectFailure(await s.api(referrer, { method: 'POST', url: '/api/resumes', payload: { name: '新候选人' } }), 403);
    expectFailure(await s.api(referrer, { method: 'DELETE', url: `/api/resumes/${referred}` }), 403);
    expect((await storedRow(s.ctx, referred))?.deletedAt).toBeNull();
  });

  it('needs 250031 to change the owner and 250030 to change the source', async () => {
    const editor = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.ResumeEdit]);
    expectFailure(await s.api(editor, { method: 'PATCH', url: `/api/resumes/${other}`, payload: { ownerAccountId: editor.accountId } }), 403, '30007');
    expectFailure(await s.api(editor, { method: 'PATCH', url: `/api/resumes/${other}`, payload: { channel: 3 } }), 403, '30007');
  });

  it('needs 210013 for the recycle bin', async () => {
    expectFailure(await s.api(trainee, { method: 'GET', url: '/api/resumes?recycled=true' }), 403);
  });
});

describe('another company', () => {
  it('answers 404 for every route on another company’s resume and changes nothing', async () => {
    const before = await counts(s.ctx);
    const row = await storedRow(s.ctx, other);
    const records = (await recordsOf(s.ctx, other)).length;
    const calls = [
      { method: 'GET' as const, url: `/api/resumes/${other}` },
      { method: 'PATCH' as const, url: `/api/resumes/${other}`, payload: { name: '篡改' } },
      { method: 'DELETE' as const, url: `/api/resumes/${other}` },
      { method: 'POST' as const, url: `/api/resumes/${other}/restore` },
      { method: 'GET' as const, url: `/api/resumes/${other}/duplicates` },
      { method: 'GET' as const, url: `/api/resumes/${other}/records` },
      { method: 'POST' as const, url: `/api/resumes/${other}/tags`, payload: { tagIds: [] } },
      { method: 'POST' as const, url: `/api/resumes/${other}/handover`, payload: { toAccountId: s.b.accountId } },
    ];
    for (const call of calls) expectFailure(await s.api(s.b, call), 404);
    const mine = (await createResume(s.api, s.b, { name: '乙公司候选人' })).id;
    expectFailure(await s.api(s.b, { method: 'POST', url: `/api/resumes/${mine}/merge`, payload: { intoId: other } }), 404);
    expectFailure(await s.api(s.b, { method: 'POST', url: `/api/resumes/${other}/merge`, payload: { intoId: mine } }), 404);
    // Another company's accounts cannot own or refer.
    expectFailure(await s.api(s.b, { method: 'POST', url: '/api/resumes', payload: { name: '甲', referrerAccountId: s.a.accountId } }), 404);
    expect((await search(s.api, s.b, {})).list.map((r) => r.id)).toEqual([mine]);
    expect(await storedRow(s.ctx, other)).toEqual(row);
    expect((await recordsOf(s.ctx, other)).length).toBe(records);
    expect((await counts(s.ctx)).resumes).toBe(before.resumes + 1);
  });
});
