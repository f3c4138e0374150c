// Offer字段 (/user/manage/offerfield): the standard fields' 启用/必填 with the contract fields
// locked on, and the company's custom offer fields, whose deletion clears offers' values.
import { Perm, type CustomField, type OfferFieldSettings } from '@bole/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../src/modules/offers/tables';
import { offerFieldDefs, offerStandardFieldSettings } from '../../src/modules/offer-fields/tables';
import { offerStandardSettingsOf } from '../../src/modules/offer-fields/service';
import { customAccount } from '../resumes/fixtures';
import type { Session } from '../helpers';
import { createOffer, expectFailure, expectInvalid, expectNotFound, inOfferStage, offerBody, okData, rootOrg, storedOffer, world, type World } from '../offers/fixtures';

let w: World;
let fieldsOnly: Session;
let offerReader: Session;
let nobody: Session;

beforeAll(async () => {
  w = await world();
  fieldsOnly = await customAccount(w.ctx, w.a.companyId, 1, [Perm.OfferFields]);
  offerReader = await customAccount(w.ctx, w.a.companyId, 2, [Perm.OfferView]);
  nobody = await customAccount(w.ctx, w.a.companyId, 2, [Perm.JobFields, Perm.JobView]);
});

const settings = async (who: Session) => okData<OfferFieldSettings>(await w.api(who, { method: 'GET', url: '/api/offer-fields' }));
const putStandard = (who: Session, fields: unknown) => w.api(who, { method: 'PUT', url: '/api/offer-fields/standard', payload: { fields } });
const switchesOf = (s: OfferFieldSettings) => Object.fromEntries(s.standard.map((f) => [f.key, `${f.enabled ? '启用' : '停用'}${f.required ? '必填' : ''}`]));
const storedRows = async (companyId: number) =>
  (await w.ctx.database.db.select({ n: count() }).from(offerStandardFieldSettings).where(eq(offerStandardFieldSettings.companyId, companyId)))[0]!.n;
const createField = (who: Session, body: Record<string, unknown>) => w.api(who, { method: 'POST', url: '/api/offer-fields', payload: body });

describe('Offer字段 standard fields', () => {
  it('answers the offer form\'s fields in order: the contract ones locked on and required, the others on by default', async () => {
    const s = await settings(w.a);
    expect(s.standard.map((f) => f.label)).toEqual(['入职时间', '入职部门', '试用期', '试用期薪资', '转正薪资', '税前/税后', '关联招聘需求', '职级', '发送Offer邮件', '抄送', '附件', 'Offer函模板']);
    expect(s.standard.filter((f) => f.locked).map((f) => f.key)).toEqual(['entryTime', 'orgId', 'probationPeriod', 'internshipSalary', 'formalSalary', 'taxType']);
    expect(s.standard.find((f) => f.key === 'formalSalary')).toMatchObject({ props: ['salaryType', 'formalSalary'], enabled: true, required: true, locked: true });
    expect(switchesOf(s)).toMatchObject({ jobRankId: '启用', demandIds: '启用', offerEmail: '启用', ccEmails: '启用', offerFileTemplateId: '启用' });
    expect(s).toMatchObject({ custom: [], updatedAt: null, updatedByName: null });
  });

  it('saves the switches sent, keeps the others, and turns 抄送 and 附件 off with the offer e-mail', async () => {
    const saved = okData<OfferFieldSettings>(
      await putStandard(fieldsOnly, [
        { key: 'jobRankId', enabled: true, required: true },
        { key: 'demandIds', enabled: false, required: false },
        { key: 'offerEmail', enabled: false, required: false },
        // Locked fields may be sent as they are.
        { key: 'entryTime', enabled: true, required: true },
      ]),
    );
    expect(switchesOf(saved)).toMatchObject({ entryTime: '启用必填', jobRankId: '启用必填', demandIds: '停用', offerEmail: '停用', ccEmails: '停用', fileIds: '停用', offerFileTemplateId: '启用' });
    expect(saved.updatedByName).toEqual(expect.any(String));
    expect(saved.updatedAt).not.toBeNull();
    // What the offers module reads.
    const inForce = await offerStandardSettingsOf(w.ctx.database.db, w.a.companyId);
    expect(inForce.jobRankId).toEqual({ enabled: true, required: true });
    expect(inForce.ccEmails.enabled).toBe(false);
    const again = okData<OfferFieldSettings>(await putStandard(w.a, [{ key: 'offerEmail', enabled: true, required: false }]));
    expect(switchesOf(again)).toMatchObject({ jobRankId: '启用必填', demandIds: '停用', offerEmail: '启用', ccEmails: '启用', fileIds: '启用' });
  });

  it('refuses switching a contract field off and 必填 where it does not apply, changing nothing', async () => {
    const before = switchesOf(await settings(w.a));
    const rows = await storedRows(w.a.companyId);
    expect(expectInvalid(await putStandard(w.a, [{ key: 'formalSalary', enabled: false, required: false }]), 'fields.0.enabled')).toBe('「转正薪资」是每份Offer都需要的字段，不能停用');
    expect(expectInvalid(await putStandard(w.a, [{ key: 'jobRankId', enabled: true, required: false }, { key: 'entryTime', enabled: true, required: false }]), 'fields.1.required')).toBe(
      '「入职时间」是每份Offer都需要的字段，必须填写',
    );
    expect(expectInvalid(await putStandard(w.a, [{ key: 'ccEmails', enabled: true, required: true }]), 'fields.0.required')).toBe('「抄送」不能设为必填');
    expect(expectInvalid(await putStandard(w.a, [{ key: 'demandIds', enabled: false, required: true }]), 'fields.0.required')).toBe('「关联招聘需求」已停用，不能设为必填');
    expectInvalid(await putStandard(w.a, [{ key: 'workPlace', enabled: true, required: false }]), 'fields.0.key');
    expectInvalid(await putStandard(w.a, []), 'fields');
    expectInvalid(await putStandard(w.a, [{ key: 'jobRankId', enabled: 'on', required: false }]), 'fields.0.enabled');
    expect(switchesOf(await settings(w.a))).toEqual(before);
    expect(await storedRows(w.a.companyId)).toBe(rows);
  });

  it('keeps each company\'s switches apart', async () => {
    const theirs = okData<OfferFieldSettings>(await putStandard(w.b, [{ key: 'jobRankId', enabled: false, required: false }]));
    expect(switchesOf(theirs).jobRankId).toBe('停用');
    expect(switchesOf(await settings(w.a)).jobRankId).toBe('启用必填');
    expect(switchesOf(await settings(w.b)).offerEmail).toBe('启用');
  });

  it('lets offer readers read the settings, only 380003 (HR and administrators by default) change them, and nobody else in', async () => {
    expect((await settings(offerReader)).standard).toHaveLength(12);
    expect((await settings(w.hm)).standard).toHaveLength(12);
    const before = await storedRows(w.a.companyId);
    for (const who of [offerReader, w.hm, w.trainee, nobody]) {
      expectFailure(await putStandard(who, [{ key: 'jobRankId', enabled: false, required: false }]), 403);
      expectFailure(await createField(who, { name: '签字费', type: 'shortText' }), 403);
    }
    for (const who of [w.trainee, nobody]) expectFailure(await w.api(who, { method: 'GET', url: '/api/offer-fields' }), 403);
    expectFailure(await w.api(null, { method: 'GET', url: '/api/offer-fields' }), 401, '999');
    expect(await storedRows(w.a.companyId)).toBe(before);
    expect(switchesOf(okData<OfferFieldSettings>(await putStandard(w.hr, [{ key: 'jobRankId', enabled: true, required: true }]))).jobRankId).toBe('启用必填');
  });
});

describe('Offer字段 custom fields', () => {
  it('adds, edits, orders and answers the company\'s own fields beside the standard ones', async () => {
    const bonus = okData<CustomField>(await createField(fieldsOnly, { name: '签字费', type: 'shortText', required: true, placeholder: '如：20000元，入职满3个月发放' }));
    const housing = okData<CustomField>(
      await createField(w.a, { name: '住房补贴方式', type: 'singleChoice', options: [{ label: '现金补贴' }, { label: '公司宿舍' }, { label: '无' }] }),
    );
    expect(bonus).toMatchObject({ name: '签字费', type: 'shortText', required: true, enabled: true });
    const edited = okData<CustomField>(await w.api(w.a, { method: 'PATCH', url: `/api/offer-fields/${bonus.id}`, payload: { name: '签约奖金', enabled: false } }));
    expect(edited).toMatchObject({ name: '签约奖金', enabled: false });
    const ordered = okData<CustomField[]>(await w.api(w.a, { method: 'POST', url: '/api/offer-fields/reorder', payload: { ids: [housing.id, bonus.id] } }));
    expect(ordered.map((f) => f.name)).toEqual(['住房补贴方式', '签约奖金']);
    expect((await settings(offerReader)).custom.map((f) => f.name)).toEqual(['住房补贴方式', '签约奖金']);
  });

  it('refuses the offer form\'s names, attachments and bad bodies', async () => {
    expect(expectFailure(await createField(w.a, { name: '转正薪资', type: 'shortText' }), 400, '30022').message).toBe('「转正薪资」是系统字段，请换一个名称');
    expect(expectFailure(await createField(w.a, { name: 'Offer邮件', type: 'shortText' }), 400, '30022').message).toBe('「Offer邮件」是系统字段，请换一个名称');
    expectInvalid(await createField(w.a, { name: '入职材料', type: 'attachment' }), 'type');
    expectInvalid(await createField(w.a, { name: '', type: 'shortText' }), 'name');
    expectInvalid(await createField(w.a, { name: '福利', type: 'multiChoice', options: [] }), 'options');
    expect(expectFailure(await createField(w.a, { name: '住房补贴方式', type: 'shortText' }), 409).message).toBe('已有同名的Offer字段');
  });

  it('clears the values offers hold when an option or the field is deleted, and counts them first', async () => {
    const field = okData<CustomField>(await createField(w.a, { name: '工作制', type: 'singleChoice', options: [{ label: '标准工时' }, { label: '综合工时' }] }));
    const [standard, flexible] = field.options.map((o) => o.key);
    const org = await rootOrg(w.ctx, w.a.companyId);
    // 职级 is required by the switches set above: the offers module refuses an offer without it.
    expect(switchesOf(await settings(w.a)).jobRankId).toBe('启用必填');
    expectInvalid(await w.api(w.a, { method: 'POST', url: '/api/offers', payload: offerBody(await inOfferStage(w, '李小萌'), org) }), 'jobRankId');
    okData(await putStandard(w.a, [{ key: 'jobRankId', enabled: true, required: false }]));
    const first = await createOffer(w, w.a, await inOfferStage(w, '陈思琪'), org, { jobRankId: null });
    const second = await createOffer(w, w.a, await inOfferStage(w, '王建国'), org, { jobRankId: null });
    const { db } = w.ctx.database;
    await db.update(offers).set({ customFields: { [field.key]: standard!, keep: '保留' } }).where(eq(offers.id, first));
    await db.update(offers).set({ customFields: { [field.key]: flexible! } }).where(eq(offers.id, second));
    const usage = okData<{ offerCount: number; options: { label: string; count: number }[] }>(await w.api(w.a, { method: 'GET', url: `/api/offer-fields/${field.id}/usage` }));
    expect(usage).toMatchObject({ offerCount: 2, options: [{ label: '标准工时', count: 1 }, { label: '综合工时', count: 1 }] });

    okData(await w.api(w.a, { method: 'PATCH', url: `/api/offer-fields/${field.id}`, payload: { options: [{ key: standard, label: '标准工时制' }] } }));
    expect((await storedOffer(w.ctx, second)).customFields).toEqual({});
    expect((await storedOffer(w.ctx, first)).customFields).toEqual({ [field.key]: standard, keep: '保留' });

    expect(okData(await w.api(w.a, { method: 'DELETE', url: `/api/offer-fields/${field.id}` }))).toEqual({ offerCount: 1 });
    expect((await storedOffer(w.ctx, first)).customFields).toEqual({ keep: '保留' });
  });

  it('answers 404 for another company\'s field and changes nothing of it', async () => {
    const theirs = okData<CustomField>(await createField(w.b, { name: '外派津贴', type: 'shortText' }));
    expectNotFound(await w.api(w.a, { method: 'PATCH', url: `/api/offer-fields/${theirs.id}`, payload: { name: '被改名' } }));
    expectNotFound(await w.api(w.a, { method: 'GET', url: `/api/offer-fields/${theirs.id}/usage` }));
    expectNotFound(await w.api(w.a, { method: 'DELETE', url: `/api/offer-fields/${theirs.id}` }));
    expectNotFound(await w.api(w.a, { method: 'POST', url: '/api/offer-fields/reorder', payload: { ids: [theirs.id] } }));
    const [row] = await w.ctx.database.db.select().from(offerFieldDefs).where(eq(offerFieldDefs.id, theirs.id));
    expect(row).toMatchObject({ name: '外派津贴', companyId: w.b.companyId });
    expect((await settings(w.a)).custom.map((f) => f.name)).not.toContain('外派津贴');
  });
});
