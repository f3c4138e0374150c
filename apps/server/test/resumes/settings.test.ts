import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../helpers';
import { addAccount, createResume, expectFailure, expectInvalid, mobile, okData, setup, storedRow, type Setup } from './fixtures';

type Settings = { dedupe: { mobile: boolean; email: boolean }; requiredFields: string[]; defaultOwner: string; updatedAt: string | null; updatedByName: string | null };
const DEFAULTS = { dedupe: { mobile: true, email: true }, requiredFields: [], defaultOwner: 'entrant', updatedAt: null, updatedByName: null };

let s: Setup;
let trainee: Session;

const read = async (session: Session) => okData<Settings>(await s.api(session, { method: 'GET', url: '/api/resume-settings' }));
const put = (session: Session | null, payload: Record<string, unknown>) => s.api(session, { method: 'PUT', url: '/api/resume-settings', payload });
const save = async (payload: Record<string, unknown>) => okData<Settings>(await put(s.a, payload));

beforeAll(async () => {
  s = await setup();
  trainee = await addAccount(s.ctx, s.a.companyId, 10);
});

describe('GET/PUT /api/resume-settings', () => {
  it('answers the defaults until a company saves, then what it saved and who saved it', async () => {
    expect(await read(s.a)).toEqual(DEFAULTS);
    const saved = await save({ dedupe: { mobile: true, email: false }, requiredFields: ['workCity', 'mobile', 'mobile'], defaultOwner: 'none' });
    expect(saved).toMatchObject({ dedupe: { mobile: true, email: false }, requiredFields: ['mobile', 'workCity'], defaultOwner: 'none', updatedByName: '周明远' });
    expect(saved.updatedAt).not.toBeNull();
    expect(await read(s.a)).toEqual(saved);
    // Settings left out of a save return to their defaults.
    expect(await save({})).toMatchObject({ dedupe: { mobile: true, email: true }, requiredFields: [], defaultOwner: 'entrant' });
  });

  it('refuses unknown fields and values with Chinese messages', async () => {
    expectInvalid(await put(s.a, { requiredFields: ['name'] }), 'requiredFields.0');
    expectInvalid(await put(s.a, { defaultOwner: 'boss' }), 'defaultOwner');
    expectInvalid(await put(s.a, { dedupe: { mobile: 'yes' } }), 'dedupe.mobile');
  });

  it('lets those who enter resumes read the settings, and only 340001 change them', async () => {
    expect((await read(trainee)).dedupe).toEqual({ mobile: true, email: true });
    expectFailure(await put(trainee, { defaultOwner: 'none' }), 403, '40300');
    const referrer = await addAccount(s.ctx, s.a.companyId, 4);
    expectFailure(await s.api(referrer, { method: 'GET', url: '/api/resume-settings' }), 403, '40300');
    expect((await read(s.a)).defaultOwner).toBe('entrant');
  });

  it('keeps each company to its own settings', async () => {
    await save({ dedupe: { mobile: false, email: false }, defaultOwner: 'none' });
    expect(await read(s.b)).toEqual(DEFAULTS);
    await save({});
  });

  it('answers 401 to anonymous callers', async () => {
    expectFailure(await s.api(null, { method: 'GET', url: '/api/resume-settings' }), 401, '999');
    expectFailure(await put(null, { defaultOwner: 'none' }), 401, '999');
  });
});

describe('the settings take effect', () => {
  it('links a resume with the same phone only while 手机号 查重 is on', async () => {
    const phone = mobile();
    const first = await createResume(s.api, s.a, { mobile: phone });
    await save({ dedupe: { mobile: false, email: true } });
    const off = await createResume(s.api, s.a, { mobile: phone });
    expect(off).toMatchObject({ parseStatus: 1, duplicateOfId: null, duplicateKind: null });
    const detail = okData<{ duplicateCount: number }>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${first.id}` }));
    expect(detail.duplicateCount).toBe(0);
    expect(okData<unknown[]>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${first.id}/duplicates` }))).toEqual([]);
    await save({});
    expect(await createResume(s.api, s.a, { mobile: phone })).toMatchObject({ parseStatus: 5, duplicateOfId: first.id, duplicateKind: 'phone' });
  });

  it('links a resume with the same e-mail only while 邮箱 查重 is on, on storing and on editing', async () => {
    const email = `dup${mobile()}@example.com`;
    const first = await createResume(s.api, s.a, { email });
    await save({ dedupe: { mobile: true, email: false } });
    expect(await createResume(s.api, s.a, { email })).toMatchObject({ duplicateOfId: null, duplicateKind: null });
    const later = await createResume(s.api, s.a);
    okData(await s.api(s.a, { method: 'PATCH', url: `/api/resumes/${later.id}`, payload: { email } }));
    expect((await storedRow(s.ctx, later.id))?.duplicateOfId).toBeNull();
    await save({});
    expect(await createResume(s.api, s.a, { email })).toMatchObject({ duplicateOfId: first.id, duplicateKind: 'email' });
  });

  it('gives a new resume to the entrant, or to nobody when 默认负责人 is 不指定', async () => {
    const byEntrant = await createResume(s.api, s.a);
    expect((await storedRow(s.ctx, byEntrant.id))?.ownerAccountId).toBe(s.a.accountId);
    await save({ defaultOwner: 'none' });
    const unowned = await createResume(s.api, s.a);
    expect((await storedRow(s.ctx, unowned.id))?.ownerAccountId).toBeNull();
    const named = await createResume(s.api, s.a, { ownerAccountId: trainee.accountId });
    expect((await storedRow(s.ctx, named.id))?.ownerAccountId).toBe(trainee.accountId);
    await save({});
  });

  it('keeps POST /api/resumes open to bodies without the required fields, and refuses an edit that clears one', async () => {
    await save({ requiredFields: ['mobile', 'gender'] });
    const bare = await createResume(s.api, s.a, { mobile: null, gender: null });
    expect(bare.parseStatus).toBe(4);
    // Fields an edit leaves out are not checked.
    okData(await s.api(s.a, { method: 'PATCH', url: `/api/resumes/${bare.id}`, payload: { expectPosition: '产品经理' } }));
    const full = await createResume(s.api, s.a);
    const refused = await s.api(s.a, { method: 'PATCH', url: `/api/resumes/${full.id}`, payload: { mobile: '', gender: null, expectPosition: '运营' } });
    const body = expectFailure(refused, 400, '30060') as { message: string; data: { fields: { field: string; message: string }[] } };
    expect(body.message).toBe('手机号、性别为必填项，不能清空');
    expect(body.data.fields).toEqual([
      { field: 'mobile', message: '请填写手机号' },
      { field: 'gender', message: '请填写性别' },
    ]);
    expect((await storedRow(s.ctx, full.id))?.expectPosition).toBe('Java开发工程师');
    // Another company's resume stays not found, whatever its settings.
    expectFailure(await s.api(s.b, { method: 'PATCH', url: `/api/resumes/${full.id}`, payload: { mobile: null } }), 404, '40400');
    await save({});
  });
});
