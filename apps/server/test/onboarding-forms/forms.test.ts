import { defaultPermissions, Perm, RecruitmentState, SystemRoleCode } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { accounts, roles } from '../../src/modules/company/tables';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { onboardingFormSummaries } from '../../src/modules/onboarding-forms/service';
import { onboardingFormLinks, onboardingFormReads, onboardingForms } from '../../src/modules/onboarding-forms/tables';
import { hashToken } from '../../src/platform/auth/tokens';
import { decryptSecret } from '../../src/platform/crypto';
import { addAccount, appWithLog, call, type Session } from '../helpers';
import { apply, expectFailure, expectInvalid, okData, world, type World } from '../screening/fixtures';

type HrForm = { status: string; awaitingEntry: boolean; link: { expiresAt: string; expired: boolean; openedAt: string | null } | null; values: Record<string, unknown>; documents: { id: number; kind: string; fileName: string }[]; submittedAt: string | null };
type PublicForm = { submitted: boolean; values: Record<string, unknown>; documents: { id: number; kind: string }[]; jobName: string; entryDate: string | null };

let w: World;
/** HR holding 办理入职 but not 查看入职资料. */
let clerk: Session;
const ID = '440308199901011234';
const CARD = '6212262502009182455';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const COMPLETE = { name: '韩梅梅', joinConfirmed: true, idNumber: ID, bankCard: CARD, bankName: '招商银行深圳分行', emergencyName: '韩建国', emergencyRelation: '父亲', emergencyPhone: '13800138000', address: '深圳市南山区科技园' };

const base = (id: number) => `/api/applications/${id}/onboarding-form`;
const send = (who: Session, id: number) => w.api(who, { method: 'POST', url: `${base(id)}/send` });
const read = (who: Session, id: number) => w.api(who, { method: 'GET', url: base(id) });
const out = (token: string) => `/api/out/onboarding-forms/${encodeURIComponent(token)}`;
const open = (token: string) => w.api(null, { method: 'GET', url: out(token) });
const save = (token: string, payload: Record<string, unknown>) => w.api(null, { method: 'PUT', url: out(token), payload });
const submit = (token: string, payload: Record<string, unknown> = {}) => w.api(null, { method: 'POST', url: `${out(token)}/submit`, payload });

const BOUNDARY = 'bole-onboarding-boundary';
function upload(token: string, kind: string, name: string, bytes: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return w.api(null, { method: 'POST', url: `${out(token)}/files?kind=${kind}`, payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
}

/** An application in 待入职 with its entry date. */
async function awaitingEntry(name: string, entryDate = '2026-12-10'): Promise<number> {
  const appId = await apply(w, w.a, w.jobId, name);
  await w.ctx.database.db.update(applications).set({ recruitmentState: RecruitmentState.AwaitingEntry, outcome: null, entryDate }).where(eq(applications.id, appId));
  return appId;
}

/** The links mailed for an application, oldest first, as only the candidate's mailbox reads them. */
async function mailedTokens(appId: number): Promise<string[]> {
  const mails = await w.ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.trigger, '入职登记'), eq(outboxMessages.channel, 'email'))).orderBy(outboxMessages.id);
  const key = w.ctx.app.deps.config.secretKey;
  return mails
    .map((m) => new URL(decryptSecret(key, m.secretEncrypted!)))
    .filter((url) => url.pathname === '/out/feedback/join')
    .map((url) => url.searchParams.get('token')!)
    .filter(Boolean)
    .slice(-(await linkCount(appId)));
}
async function linkCount(appId: number): Promise<number> {
  const rows = await w.ctx.database.db
    .select({ id: onboardingFormLinks.id })
    .from(onboardingFormLinks)
    .innerJoin(onboardingForms, eq(onboardingForms.id, onboardingFormLinks.formId))
    .where(eq(onboardingForms.applicationId, appId));
  return rows.length;
}
async function sentToken(appId: number): Promise<string> {
  okData(await send(w.hr, appId));
  return (await mailedTokens(appId)).at(-1)!;
}

beforeAll(async () => {
  w = await world();
  const { db } = w.ctx.database;
  const drop = (codes: number[]) => codes.filter((c) => c !== Perm.EntryDocsView);
  const [role] = await db
    .insert(roles)
    .values({ companyId: w.a.companyId, name: '入职专员', kind: 'custom', roleType: 2, socialCodes: drop(defaultPermissions(SystemRoleCode.Hr, 1)), campusCodes: drop(defaultPermissions(SystemRoleCode.Hr, 2)) })
    .returning({ id: roles.id });
  clerk = await addAccount(w.ctx, w.a.companyId, SystemRoleCode.Hr);
  await db.update(accounts).set({ roleId: role!.id }).where(eq(accounts.id, clerk.accountId));
});

describe('sending the 入职登记 link', () => {
  it('mails the link to a candidate in 待入职 (sealed in the outbox) and never answers it', async () => {
    const appId = await awaitingEntry('韩梅梅');
    const res = await send(w.hr, appId);
    const form = okData<HrForm>(res);
    expect(form).toMatchObject({ status: 'sent', awaitingEntry: true, entryDate: '2026-12-10' });
    // Valid until the end of the China day 7 days after the entry date.
    expect(form.link!.expiresAt).toBe(new Date(Date.parse('2026-12-17T23:59:59.999+08:00')).toISOString());
    const [token] = await mailedTokens(appId);
    expect(token).toBeTruthy();
    expect(res.body).not.toContain(token);
    expect(res.body).not.toMatch(/token|out\/feedback\/join/);
    // By mail, and by SMS to the mobile he gave; neither row shows the link.
    const messages = await w.ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.trigger, '入职登记')));
    expect(messages.map((m) => [m.channel, m.templateType]).sort()).toEqual([
      ['email', 109],
      ['sms', 109],
    ]);
    for (const m of messages) expect(m.html + m.text + m.subject).not.toContain(token!);
    expect(messages.find((m) => m.channel === 'email')!.subject).toContain('填写入职登记表');
  });

  it('refuses a candidate not in 待入职, another company and roles without 办理入职', async () => {
    const notYet = await apply(w, w.a, w.jobId, '李雷');
    expectFailure(await send(w.hr, notYet), 409, '50551');
    expect(okData<HrForm>(await read(w.hr, notYet))).toMatchObject({ status: 'unsent', awaitingEntry: false });
    expectFailure(await send(w.hr, w.otherApplicationId), 404);
    expectFailure(await read(w.hr, w.otherApplicationId), 404);
    const appId = await awaitingEntry('王小明');
    expectFailure(await send(w.trainee, appId), 403, '40300');
    expectFailure(await send(w.hm, appId), 403, '40300');
    expectFailure(await send(w.b, appId), 404);
    expectFailure(await read(w.b, appId), 404);
    expect(await linkCount(appId)).toBe(0);
  });

  it('keeps one link per application: a new one revokes the last', async () => {
    const appId = await awaitingEntry('赵敏');
    const first = await sentToken(appId);
    const second = await sentToken(appId);
    expect(second).not.toBe(first);
    expectFailure(await open(first), 410, '50554');
    expect(okData<PublicForm>(await open(second)).values.name).toBe('赵敏');
  });

  it('keeps the token out of the log lines', async () => {
    const { app, lines } = await appWithLog(w.ctx, 'debug');
    try {
      const appId = await awaitingEntry('沈清');
      const res = await call(app, w.hr, { method: 'POST', url: `${base(appId)}/send` });
      expect(res.statusCode, res.body).toBe(200);
      const token = (await mailedTokens(appId)).at(-1)!;
      expect((await call(app, null, { method: 'GET', url: out(token) })).statusCode).toBe(200);
      const all = lines.join('\n');
      expect(all).not.toContain(token);
      expect(all).not.toMatch(/out\/feedback\/join\?token/);
    } finally {
      await app.close();
    }
  });
});

describe('the new hire fills the form', () => {
  let appId: number;
  let token: string;

  beforeAll(async () => {
    appId = await awaitingEntry('韩梅梅', '2026-12-20');
    token = await sentToken(appId);
  });

  it('prefills the name, marks the link opened and saves a draft with the numbers encrypted', async () => {
    const first = okData<PublicForm>(await open(token));
    expect(first).toMatchObject({ submitted: false, jobName: 'Java开发工程师', entryDate: '2026-12-20' });
    expect(first.values).toMatchObject({ name: '韩梅梅', idNumber: null, joinConfirmed: false });
    expect(okData<HrForm>(await read(w.hr, appId)).status).toBe('opened');
    const saved = okData<PublicForm>(await save(token, { idNumber: ' 4403 0819 9901 0112 34 ', bankCard: '6212 2625 0200 9182 455', address: '深圳市南山区' }));
    expect(saved.values).toMatchObject({ idNumber: '4403**********1234', bankCard: '6212***********2455', address: '深圳市南山区' });
    const [row] = await w.ctx.database.db.select().from(onboardingForms).where(eq(onboardingForms.applicationId, appId));
    expect(row!.idNumberEncrypted).not.toContain(ID);
    expect(row!.bankCardEncrypted).not.toContain(CARD);
    expect(decryptSecret(w.ctx.app.deps.config.secretKey, row!.idNumberEncrypted!)).toBe(ID);
    // A later save without the numbers keeps them; '' clears a text.
    const again = okData<PublicForm>(await save(token, { address: '', bankName: '招商银行' }));
    expect(again.values).toMatchObject({ idNumber: '4403**********1234', address: null, bankName: '招商银行' });
  });

  it('refuses a wrong 身份证号, 银行卡号 or phone with the field named and saves nothing', async () => {
    expect(expectInvalid(await save(token, { idNumber: '440308199901011233', address: '不应保存' }), 'idNumber')).toBe('身份证号格式不正确，请输入18位身份证号');
    expect(expectInvalid(await save(token, { bankCard: '6212262502009182456' }), 'bankCard')).toBe('银行卡号格式不正确，请核对后重新输入');
    expect(expectInvalid(await save(token, { emergencyPhone: '2380013800' }), 'emergencyPhone')).toBe('手机号格式不正确');
    expect(okData<PublicForm>(await open(token)).values.address).toBeNull();
  });

  it('takes jpg, jpeg, png or pdf documents only, checked by their bytes', async () => {
    expectFailure(await upload(token, 'idFront', 'id.exe', PNG), 400, '50557');
    expectFailure(await upload(token, 'idFront', 'id.png', Buffer.from('<html><script>alert(1)</script>')), 400, '50557');
    expectFailure(await upload(token, 'idFront', 'id.gif', Buffer.from('GIF89a')), 400, '50557');
    expectFailure(await upload(token, 'nope', 'id.png', PNG), 400);
    okData(await upload(token, 'idFront', '身份证人像面.png', PNG));
    const withBack = okData<PublicForm>(await upload(token, 'idBack', '国徽面.pdf', PDF));
    expect(withBack.documents.map((d) => d.kind)).toEqual(['idFront', 'idBack']);
  });

  it('refuses an incomplete submission, naming what is missing, and leaves it unsubmitted', async () => {
    const failure = expectFailure(await submit(token, { joinConfirmed: true }), 400, '50556');
    expect(failure.message).toContain('紧急联系人姓名');
    expect(okData<PublicForm>(await open(token)).submitted).toBe(false);
  });

  it('submits once; the form is read only afterwards, also for a second submission', async () => {
    const done = okData<PublicForm>(await submit(token, { ...COMPLETE, idNumber: undefined, bankCard: undefined }));
    expect(done.submitted).toBe(true);
    expectFailure(await submit(token, COMPLETE), 409, '50555');
    expectFailure(await save(token, { address: '改地址' }), 409, '50555');
    expectFailure(await upload(token, 'other', 'x.png', PNG), 409, '50555');
    expect(okData<HrForm>(await read(w.hr, appId)).status).toBe('submitted');
  });

  it('refuses two submissions at the same moment but one', async () => {
    const other = await awaitingEntry('马丁');
    const t = await sentToken(other);
    okData(await upload(t, 'idFront', 'a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])));
    okData(await upload(t, 'idBack', 'b.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1])));
    const answers = await Promise.all([submit(t, COMPLETE), submit(t, COMPLETE)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('HR sees the values masked without 250035 and the documents refused; in full with it, each read recorded', async () => {
    const masked = okData<HrForm>(await read(clerk, appId));
    expect(masked.values).toMatchObject({ idNumber: '4403**********1234', bankCard: '6212***********2455', emergencyPhone: '13800138000' });
    expect(JSON.stringify(masked)).not.toContain(ID);
    expectFailure(await w.api(clerk, { method: 'GET', url: `${base(appId)}/sensitive` }), 403, '40300');
    expectFailure(await w.api(clerk, { method: 'GET', url: `${base(appId)}/files/${masked.documents[0]!.id}` }), 403, '40300');
    expectFailure(await read(w.trainee, appId), 403, '40300');

    const full = okData<{ idNumber: string; bankCard: string }>(await w.api(w.hr, { method: 'GET', url: `${base(appId)}/sensitive` }));
    expect(full).toEqual({ idNumber: ID, bankCard: CARD });
    const file = await w.api(w.hr, { method: 'GET', url: `${base(appId)}/files/${masked.documents[1]!.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const reads = await w.ctx.database.db.select().from(onboardingFormReads).where(eq(onboardingFormReads.accountId, w.hr.accountId));
    expect(reads.map((r) => r.fileId)).toEqual([null, masked.documents[1]!.id]);
    // Another company's caller, with every code, reaches nothing.
    expectFailure(await w.api(w.b, { method: 'GET', url: `${base(appId)}/sensitive` }), 404);
    expectFailure(await w.api(w.b, { method: 'GET', url: `${base(appId)}/files/${masked.documents[1]!.id}` }), 404);
  });

  it('HR reopens a submitted form; the new hire edits and submits again', async () => {
    expectFailure(await w.api(w.trainee, { method: 'POST', url: `${base(appId)}/reopen` }), 403, '40300');
    expectFailure(await w.api(w.b, { method: 'POST', url: `${base(appId)}/reopen` }), 404);
    expect(okData<HrForm>(await w.api(w.hr, { method: 'POST', url: `${base(appId)}/reopen` })).status).toBe('opened');
    expectFailure(await w.api(w.hr, { method: 'POST', url: `${base(appId)}/reopen` }), 409, '50561');
    okData(await save(token, { address: '深圳市福田区' }));
    expect(okData<PublicForm>(await submit(token)).values.address).toBe('深圳市福田区');
  });

  it('answers 入职资料 for a page of the 入职管理 list: 未发送, 待填写, 已提交', async () => {
    const fresh = await awaitingEntry('周芷若');
    const pending = await awaitingEntry('张无忌');
    await sentToken(pending);
    const map = await onboardingFormSummaries(w.ctx.database.db, w.a.companyId, [fresh, pending, appId, w.otherApplicationId]);
    expect(Object.fromEntries(map)).toEqual({ [fresh]: 'unsent', [pending]: 'pending', [appId]: 'submitted', [w.otherApplicationId]: 'unsent' });
    // The 入职管理 list shows them in its 入职资料 column.
    const rows = okData<{ list: { applicationId: number; entryForm: { status: string; label: string } | null }[] }>(await w.api(w.hr, { method: 'GET', url: '/api/onboarding?tab=awaiting&pageSize=100' })).list;
    const cell = (id: number) => rows.find((r) => r.applicationId === id)?.entryForm;
    expect([cell(fresh), cell(pending), cell(appId)]).toEqual([
      { status: 'unsent', label: '未发送' },
      { status: 'pending', label: '待填写' },
      { status: 'submitted', label: '已提交' },
    ]);
  });
});

describe('links that no longer take the form', () => {
  it('answers expired and unknown links with their reason', async () => {
    const appId = await awaitingEntry('郭靖');
    const token = await sentToken(appId);
    await w.ctx.database.db.update(onboardingFormLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(onboardingFormLinks.tokenHash, hashToken(token)));
    expectFailure(await open(token), 410, '50553');
    expectFailure(await save(token, { address: 'x' }), 410, '50553');
    expectFailure(await upload(token, 'idFront', 'a.png', PNG), 410, '50553');
    expectFailure(await open('not-a-real-token'), 404, '50552');
    expect(okData<HrForm>(await read(w.hr, appId)).link!.expired).toBe(true);
  });
});
