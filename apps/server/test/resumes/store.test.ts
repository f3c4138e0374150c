import { ResumeParseStatus } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeResume } from '../../src/modules/resumes/service';
import { resumeEducations, resumeFiles, resumeWorkExperiences } from '../../src/modules/resumes/tables';
import { counts, createResume, expectFailure, mobile, okData, recordsOf, resumeBody, setup, storedRow, type Setup } from './fixtures';

let s: Setup;
beforeAll(async () => {
  s = await setup();
});

const post = (payload: unknown, headers?: Record<string, string>) => s.api(s.a, { method: 'POST', url: '/api/resumes', payload: payload as Record<string, unknown>, headers });
const operator = () => ({ companyId: s.a.companyId, accountId: s.a.accountId, userName: '周明远' });

describe('POST /api/resumes: storing rules (spec sections 4 and 5)', () => {
  it('stores a complete resume with status 1 and answers id and parseStatus', async () => {
    const created = await createResume(s.api, s.a);
    expect(created).toMatchObject({ parseStatus: ResumeParseStatus.Saved, duplicateOfId: null, duplicateKind: null });
    const row = await storedRow(s.ctx, created.id);
    expect(row).toMatchObject({ companyId: s.a.companyId, name: '陈思远', parseStatus: 1, phoneFlag: 0, ownerAccountId: s.a.accountId, createdBy: s.a.accountId });
    const [record] = await recordsOf(s.ctx, created.id);
    expect(record).toMatchObject({ action: 'create', operatorId: s.a.accountId, note: '已保存' });
  });

  it('stores without a phone as 4 and with a malformed phone as 6', async () => {
    expect((await createResume(s.api, s.a, { mobile: undefined })).parseStatus).toBe(ResumeParseStatus.SavedWithoutPhone);
    expect((await createResume(s.api, s.a, { mobile: '' })).parseStatus).toBe(ResumeParseStatus.SavedWithoutPhone);
    const bad = await createResume(s.api, s.a, { mobile: '0571-8888666' });
    expect(bad.parseStatus).toBe(ResumeParseStatus.SavedWithBadPhone);
    expect(await storedRow(s.ctx, bad.id)).toMatchObject({ mobile: '0571-8888666', phoneFlag: 2 });
    expect((await createResume(s.api, s.a, { mobile: '1381234567' })).parseStatus).toBe(ResumeParseStatus.SavedWithBadPhone);
  });

  it('normalises a phone written with +86 and spaces before checking it', async () => {
    const m = mobile();
    const created = await createResume(s.api, s.a, { mobile: `+86 ${m.slice(0, 3)} ${m.slice(3, 7)} ${m.slice(7)}` });
    expect(created.parseStatus).toBe(1);
    expect((await storedRow(s.ctx, created.id))?.mobile).toBe(m);
  });

  it('saves a duplicate phone as 5, linked to the existing resume, and never drops it', async () => {
    const m = mobile();
    const first = await createResume(s.api, s.a, { mobile: m, name: '王建华' });
    const again = await createResume(s.api, s.a, { mobile: m, name: '王建华', email: 'other@example.com' });
    expect(again).toEqual({ id: expect.any(Number), parseStatus: ResumeParseStatus.DuplicatePhone, duplicateOfId: first.id, duplicateKind: 'phone' });
    expect(again.id).not.toBe(first.id);
    expect(await storedRow(s.ctx, again.id)).toMatchObject({ duplicateOfId: first.id, duplicateKind: 'phone', deletedAt: null });
    // A third one links to the original too.
    expect((await createResume(s.api, s.a, { mobile: m })).duplicateOfId).toBe(first.id);
  });

  it('flags a duplicate e-mail: stored, linked, its phone status kept', async () => {
    const email = `dup.${mobile()}@example.com`;
    const first = await createResume(s.api, s.a, { email });
    const again = await createResume(s.api, s.a, { email: email.toUpperCase() });
    expect(again).toMatchObject({ parseStatus: 1, duplicateOfId: first.id, duplicateKind: 'email' });
    const noPhone = await createResume(s.api, s.a, { email, mobile: null });
    expect(noPhone).toMatchObject({ parseStatus: 4, duplicateOfId: first.id, duplicateKind: 'email' });
  });

  it('does not match phones across companies', async () => {
    const m = mobile();
    await createResume(s.api, s.a, { mobile: m });
    const other = okData<{ parseStatus: number; duplicateOfId: number | null }>(await s.api(s.b, { method: 'POST', url: '/api/resumes', payload: resumeBody({ mobile: m }) }));
    expect(other).toMatchObject({ parseStatus: 1, duplicateOfId: null });
  });

  it('refuses a name over 30 characters with 姓名最多30个字符 and stores nothing', async () => {
    const before = await counts(s.ctx);
    const res = await post(resumeBody({ name: '张'.repeat(31) }));
    const body = expectFailure(res, 400);
    expect(body.message).toBe('姓名最多30个字符');
    expect(body.data).toEqual({ parseStatus: ResumeParseStatus.NameTooLong });
    expect(await counts(s.ctx)).toEqual(before);
    // Exactly 30 is fine.
    expect((await createResume(s.api, s.a, { name: '张'.repeat(30) })).parseStatus).toBe(1);
  });

  it('refuses a missing name and a malformed gender with Chinese messages', async () => {
    expect(expectFailure(await post(resumeBody({ name: '' })), 400).message).toBe('请输入姓名');
    expect(expectFailure(await post(resumeBody({ gender: 3 })), 400).message).toMatch(/性别/);
  });

  it('marks a resume the parser could not read as 2 and a re-uploaded file as 7 (service used by intake)', async () => {
    const file = { kind: 'original' as const, fileName: '王芳-简历.pdf', mime: 'application/pdf', size: 10240, sha256: 'a'.repeat(64), storageKey: 'aa/aaaa' };
    const failed = await storeResume(s.ctx.database.db, operator(), { name: '王芳-简历.pdf' }, { file, parseFailed: true });
    expect(failed).toMatchObject({ parseStatus: ResumeParseStatus.ParseFailed, duplicateOfId: null });
    const before = await counts(s.ctx);
    const again = await storeResume(s.ctx.database.db, operator(), { name: '王芳', mobile: mobile() }, { file });
    expect(again).toEqual({ id: failed.id, parseStatus: ResumeParseStatus.DuplicateAttachment, duplicateOfId: failed.id, duplicateKind: 'attachment' });
    expect(await counts(s.ctx)).toEqual(before);
    const files = await s.ctx.database.db.select().from(resumeFiles).where(eq(resumeFiles.resumeId, failed.id));
    expect(files).toHaveLength(1);
    // The same bytes in another company are new there.
    const other = await storeResume(s.ctx.database.db, { companyId: s.b.companyId, accountId: null, userName: '邮箱收取' }, { name: '王芳' }, { file });
    expect(other.parseStatus).toBe(ResumeParseStatus.SavedWithoutPhone);
  });

  it('accepts a form-encoded body with the lists as JSON text', async () => {
    const m = mobile();
    const form = new URLSearchParams({
      name: '刘洋',
      gender: '0',
      birthYear: '1995',
      mobile: m,
      workCity: '北京市',
      educations: JSON.stringify([{ graduationSchool: '北京大学', degree: '硕士', professional: '统计学', eduTime: '2017.09-2020.06' }]),
    }).toString();
    const created = okData<{ id: number; parseStatus: number }>(await post(form, { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(created.parseStatus).toBe(1);
    expect(await storedRow(s.ctx, created.id)).toMatchObject({ gender: 0, birthYear: 1995, workCityCode: '110100', topDegree: 4, school985: true });
  });
});

describe('derived facts (spec section 5)', () => {
  it('derives age, work years from the history, top degree from the education and 985/211 from the schools', async () => {
    const year = new Date().getFullYear();
    const { id } = await createResume(s.api, s.a, {
      birthYear: year - 30,
      degree: '大专',
      workYears: 20,
      educations: [
        { graduationSchool: '宁波大学', degree: '本科', professional: '英语', eduTime: '2008.09-2012.06' },
        { graduationSchool: '复旦大学', degree: '硕士研究生', professional: '新闻学', eduTime: '2012.09-2015.06' },
      ],
      workExperiences: [
        { companyName: '上海星河文化传媒有限公司', jobName: '品牌经理', workTime: '2015.07-2019.06' },
        { companyName: '上海锦程广告有限公司', jobName: '市场总监', workTime: '2019.07-至今' },
      ],
    });
    const detail = okData<Record<string, unknown>>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${id}` }));
    expect(detail).toMatchObject({ age: 30, topDegree: 4, school985: true, school211: true, lastCompany: '上海锦程广告有限公司', lastJobTitle: '市场总监', lastSchool: '复旦大学', lastMajor: '新闻学' });
    // 2015.07 to now: the history wins over the stated 20 years.
    expect(detail.workYears as number).toBeGreaterThan(10);
    expect(detail.workYears as number).toBeLessThan(20);
    expect(detail.workYearsScale).toBe(Math.min(13, Math.floor(detail.workYears as number)));
    // Most recent first, time text kept as written.
    expect((detail.workExperiences as { workTime: string }[]).map((w) => w.workTime)).toEqual(['2019.07-至今', '2015.07-2019.06']);
    expect((detail.educations as { degree: number; degreeLabel: string }[])[0]).toMatchObject({ degree: 4, degreeLabel: '硕士研究生' });
  });

  it('falls back to the stated degree and years without histories, and takes age from a birthday', async () => {
    const { id } = await createResume(s.api, s.a, { birthYear: undefined, birthday: '1990-12-31', degree: '大专', workYears: 3, educations: [], workExperiences: [] });
    const row = await storedRow(s.ctx, id);
    expect(row).toMatchObject({ topDegree: 2, workYears: 3, workYearsScale: 3, birthYear: 1990, birthday: '1990-12-31', school985: false });
    const children = await s.ctx.database.db.select().from(resumeWorkExperiences).where(eq(resumeWorkExperiences.resumeId, id));
    expect(children).toHaveLength(0);
  });

  it('keeps unreadable times as written, parsed months null', async () => {
    const { id } = await createResume(s.api, s.a, { educations: [{ graduationSchool: '清华大学', degree: '本科', eduTime: '毕业于2010年' }] });
    const [edu] = await s.ctx.database.db.select().from(resumeEducations).where(eq(resumeEducations.resumeId, id));
    expect(edu).toMatchObject({ eduTime: '毕业于2010年', startMonth: null, endMonth: null, school985: true });
  });
});
