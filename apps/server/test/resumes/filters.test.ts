import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidateTags, resumes, resumeTags } from '../../src/modules/resumes/tables';
import { createResume, expectFailure, search, setup, type Setup } from './fixtures';

let s: Setup;
const id: Record<string, number> = {};
const year = new Date().getFullYear();

beforeAll(async () => {
  s = await setup();
  const make = async (key: string, overrides: Record<string, unknown>) => (id[key] = (await createResume(s.api, s.a, overrides)).id);
  // Base body: 杭州 / 上海, 浙江大学 本科 (985), about 12 years, born 1992, male, no channel.
  await make('base', {});
  await make('young', {
    name: '林小雨',
    gender: 0,
    birthYear: year - 19,
    workCity: '北京市',
    expectCity: '北京',
    channel: 6,
    source: 2,
    intentionStatus: 2,
    workState: 4,
    educations: [{ graduationSchool: '北京联合大学', degree: '大专', professional: '会计', eduTime: '2019.09-2022.06' }],
    workExperiences: [{ companyName: '北京远景财务咨询有限公司', jobName: '会计助理', workTime: '2022.07-至今' }],
  });
  await make('senior', {
    name: '郑国栋',
    birthYear: year - 45,
    workCity: '深圳',
    expectCity: '深圳',
    channel: 3,
    intentionStatus: 5,
    workState: 1,
    educations: [{ graduationSchool: '暨南大学', degree: '博士', professional: '材料学', eduTime: '2000.09-2005.06' }],
    workExperiences: [{ companyName: '深圳华章新材料有限公司', jobName: '研发总监', workTime: '2005.07-至今' }],
  });
  await make('noHistory', { name: '周末', birthYear: undefined, workCity: '广州', expectCity: '广州', educations: [], workExperiences: [], degree: '高中' });
  // An old one, for the update date ranges.
  await s.ctx.database.db.update(resumes).set({ updatedAt: new Date(Date.now() - 100 * 86_400_000) }).where(eq(resumes.id, id.noHistory!));
});

const ids = async (query: Record<string, string | number | boolean>) => (await search(s.api, s.a, query)).list.map((r) => r.id).sort((a, b) => a - b);
const expectIds = async (query: Record<string, string | number | boolean>, keys: string[]) => expect(await ids(query)).toEqual(keys.map((k) => id[k]!).sort((a, b) => a - b));

describe('GET /api/resumes filters', () => {
  it('lists the pool newest first with paging', async () => {
    const page = await search(s.api, s.a, { pageSize: 2 });
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page.list.map((r) => r.id)).toEqual([id.senior, id.young]);
  });

  it('filters by city code or name, work city or expected city', async () => {
    await expectIds({ city: '110100' }, ['young']);
    await expectIds({ city: '北京' }, ['young']);
    await expectIds({ city: '上海' }, ['base']);
    await expectIds({ city: '440300,440100' }, ['senior', 'noHistory']);
    await expectIds({ city: '不存在的城市' }, []);
  });

  it('filters by minimum degree (search degree codes)', async () => {
    await expectIds({ degree: 3 }, ['base', 'senior']);
    await expectIds({ degree: 5 }, ['senior']);
    await expectIds({ degree: 2 }, ['base', 'young', 'senior']);
    await expectIds({ degree: 0 }, ['base', 'young', 'senior', 'noHistory']);
  });

  it('filters by work years scale 0-13', async () => {
    await expectIds({ workYearsMin: 13 }, ['senior']);
    await expectIds({ workYearsMax: 5 }, ['young']);
    await expectIds({ workYearsMin: 10, workYearsMax: 12 }, ['base']);
    expectFailure(await s.api(s.a, { method: 'GET', url: '/api/resumes?workYearsMin=14' }), 400);
  });

  it('filters by age range code and by bounds', async () => {
    await expectIds({ ageRange: 1 }, ['young']);
    await expectIds({ ageRange: 5 }, ['senior']);
    await expectIds({ ageMin: 30, ageMax: 40 }, ['base']);
  });

  it('filters by update date range and dates', async () => {
    await expectIds({ updated: 1 }, ['base', 'young', 'senior']);
    await expectIds({ updated: 5 }, ['base', 'young', 'senior', 'noHistory']);
    // The day in Shanghai, as the filter reads it (the UTC date is a day behind from 16:00 UTC).
    const old = new Date(Date.now() - 100 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    await expectIds({ updatedFrom: old, updatedTo: old }, ['noHistory']);
  });

  it('filters by gender, channel, source, intention status and work state', async () => {
    await expectIds({ gender: 0 }, ['young']);
    await expectIds({ channel: '6,3' }, ['young', 'senior']);
    await expectIds({ source: 2 }, ['young']);
    await expectIds({ intentionStatus: 2 }, ['young']);
    await expectIds({ workState: '1,4' }, ['young', 'senior']);
    await expectIds({ parseStatus: 1 }, ['base', 'young', 'senior', 'noHistory']);
  });

  it('filters by 985 and 211 schools', async () => {
    await expectIds({ school985: true }, ['base']);
    await expectIds({ school211: true }, ['base', 'senior']);
    await expectIds({ school211: false }, ['young', 'noHistory']);
  });

  it('filters by any of the given tags', async () => {
    const { db } = s.ctx.database;
    const [hot, later] = await db
      .insert(candidateTags)
      .values([
        { companyId: s.a.companyId, name: '高潜人才' },
        { companyId: s.a.companyId, name: '储备人才' },
      ])
      .returning({ id: candidateTags.id });
    await db.insert(resumeTags).values([
      { companyId: s.a.companyId, resumeId: id.young!, tagId: hot!.id },
      { companyId: s.a.companyId, resumeId: id.senior!, tagId: later!.id },
    ]);
    await expectIds({ tagIds: String(hot!.id) }, ['young']);
    await expectIds({ tagIds: `${hot!.id},${later!.id}` }, ['young', 'senior']);
    const page = await search(s.api, s.a, { tagIds: hot!.id });
    expect((page.list[0] as unknown as { tags: { name: string }[] }).tags).toEqual([{ id: hot!.id, name: '高潜人才', color: null }]);
  });

  it('combines filters with a keyword', async () => {
    await expectIds({ keyword: '会计', city: '北京' }, ['young']);
    await expectIds({ keyword: '会计', city: '深圳' }, []);
  });

  it('saves, lists and deletes searches per account', async () => {
    const created = await s.api(s.a, { method: 'POST', url: '/api/resumes/saved-searches', payload: { name: '北京会计', query: { keyword: '会计', city: ['110100'], degree: 2 } } });
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json().data as { id: number; query: Record<string, unknown> };
    expect(saved.query).toMatchObject({ keyword: '会计', city: ['110100'], degree: 2 });
    expectFailure(await s.api(s.a, { method: 'POST', url: '/api/resumes/saved-searches', payload: { name: '北京会计', query: {} } }), 409);
    const list = (await s.api(s.a, { method: 'GET', url: '/api/resumes/saved-searches' })).json().data as { id: number }[];
    expect(list.map((x) => x.id)).toEqual([saved.id]);
    expectFailure(await s.api(s.b, { method: 'DELETE', url: `/api/resumes/saved-searches/${saved.id}` }), 404);
    expect((await s.api(s.a, { method: 'DELETE', url: `/api/resumes/saved-searches/${saved.id}` })).statusCode).toBe(200);
  });
});
