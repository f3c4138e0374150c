import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchQuery, buildSearchVector } from '../../src/modules/resumes/search';
import { addAccount, createResume, okData, search, setup, type Setup } from './fixtures';

let s: Setup;
const ids: Record<string, number> = {};

// Resumes sharing no words by accident: every searchable field is set.
const plain = (overrides: Record<string, unknown>) => ({
  name: '路人甲',
  workCity: '成都',
  hometownCity: '绵阳',
  expectCity: '成都',
  expectPosition: '行政专员',
  expectIndustry: '餐饮',
  educations: [{ graduationSchool: '四川师范大学', degree: '大专', professional: '文秘', eduTime: '2012.09-2015.06' }],
  workExperiences: [{ companyName: '成都锦江餐饮管理有限公司', jobName: '行政专员', workTime: '2015.07-至今', workContent: '负责日常办公用品采购' }],
  projects: [],
  trainings: [],
  ...overrides,
});

beforeAll(async () => {
  s = await setup();
  const make = async (key: string, overrides: Record<string, unknown>) => (ids[key] = (await createResume(s.api, s.a, plain(overrides))).id);
  await make('pku', { name: '李雷', workCity: '上海', educations: [{ graduationSchool: '北京大学', degree: '硕士', professional: '计算机科学与技术', eduTime: '2010.09-2013.06' }] });
  await make('apart', { name: '韩梅梅', workCity: '北京', educations: [{ graduationSchool: '复旦大学', degree: '本科', professional: '金融学', eduTime: '2008.09-2012.06' }] });
  await make('frontend', { name: '王小二', workExperiences: [{ companyName: '杭州星河网络科技有限公司', jobName: '高级前端开发工程师', workTime: '2019.01-至今', workContent: '使用React和TypeScript开发管理后台' }] });
  await make('frontendDesc', { name: '赵六', workExperiences: [{ companyName: '成都远景软件有限公司', jobName: '软件工程师', workTime: '2018.01-至今', workContent: '负责前端页面与接口联调' }] });
  await make('sales', { name: '钱七', expectPosition: '大客户销售经理' });
  await make('surname', { name: '谭晓峰', mobile: '13912345678', email: 'tan.xiaofeng@example.com' });
  await make('java', { name: '孙悟', workCity: '杭州', workExperiences: [{ companyName: '杭州云栖网络科技有限公司', jobName: 'Java开发工程师', workTime: '2016.03-至今', workContent: '负责订单系统开发' }] });
});

const find = (keyword: string, extra: Record<string, string> = {}) => search(s.api, s.a, { keyword, ...extra });
const idsOf = (page: { list: { id: number }[] }) => page.list.map((r) => r.id);

describe('keyword search', () => {
  it('ranks 北京大学 above 北京 and 大学 far apart, and finds both', async () => {
    const page = await find('北京大学');
    expect(idsOf(page)).toEqual([ids.pku, ids.apart]);
    expect(page.list[0]!.highlights).toEqual(['北京大学']);
    expect([...page.list[1]!.highlights].sort()).toEqual(['北京', '大学'].sort());
    // Relevance is also what sort=relevance asks for; sort=updated lists the newer first.
    expect(idsOf(await find('北京大学', { sort: 'relevance' }))).toEqual([ids.pku, ids.apart]);
    expect(idsOf(await find('北京大学', { sort: 'updated' }))).toEqual([ids.apart, ids.pku]);
  });

  it('finds two-character terms in titles and descriptions: 前端, 销售, 北京', async () => {
    expect(idsOf(await find('前端')).sort()).toEqual([ids.frontend, ids.frontendDesc].sort());
    expect(idsOf(await find('销售'))).toEqual([ids.sales]);
    expect(idsOf(await find('北京')).sort()).toEqual([ids.pku, ids.apart].sort());
  });

  it('finds a surname alone and a given name', async () => {
    expect(idsOf(await find('谭'))).toEqual([ids.surname]);
    expect(idsOf(await find('晓峰'))).toEqual([ids.surname]);
    expect(idsOf(await find('谭晓峰'))).toEqual([ids.surname]);
    expect(idsOf(await find('王小'))).toEqual([ids.frontend]);
  });

  it('ANDs the words of a keyword', async () => {
    expect(idsOf(await find('Java 杭州'))).toEqual([ids.java]);
    expect(idsOf(await find('java开发'))).toEqual([ids.java]);
    expect((await find('Java 深圳')).total).toBe(0);
    expect(idsOf(await find('前端开发工程师'))).toEqual([ids.frontend]);
  });

  it('finds phone and e-mail fragments for callers who may see contact details', async () => {
    const byPhone = await find('1234 5678');
    expect(idsOf(byPhone)).toEqual([ids.surname]);
    expect(byPhone.list[0]!.highlights).toContain('12345678');
    expect(idsOf(await find('tan.xiaofeng@'))).toEqual([ids.surname]);
    // A trainee HR sees masked contacts, so fragments of them find nothing.
    const trainee = await addAccount(s.ctx, s.a.companyId, 10);
    expect((await search(s.api, trainee, { keyword: '12345678' })).total).toBe(0);
  });

  it('treats quotes, backslashes and tsquery operators as text', async () => {
    for (const keyword of ["'", '\\', "O'Brien", '&|!():*', "'; drop table resumes; --", "北京' | '大学", '\\\'', ':*', '(北京', '!前端']) {
      const res = await s.api(s.a, { method: 'GET', url: `/api/resumes?keyword=${encodeURIComponent(keyword)}` });
      expect(res.statusCode, `${keyword}: ${res.body}`).toBe(200);
    }
    expect(idsOf(await find('!前端')).sort()).toEqual([ids.frontend, ids.frontendDesc].sort());
    expect((await find('&|!():*')).total).toBe(0);
    // The table is still there and whole.
    expect((await search(s.api, s.a, {})).total).toBe(Object.keys(ids).length);
  });

  it('answers an empty page for words found nowhere', async () => {
    expect(await find('量子计算')).toMatchObject({ list: [], total: 0, page: 1, pageSize: 20 });
  });
});

describe('search module', () => {
  it('builds vectors PostgreSQL reads back whatever the text holds', async () => {
    const nasty = ["O'Brien \\ 'x'", "C:\\路径\\'文件'", '&|!():* <-> 北京', '💼 前端 ＪＡＶＡ'];
    for (const text of nasty) {
      const vector = buildSearchVector([{ text, weight: 'A', kind: 'short', unigrams: true }, { text, weight: 'C', kind: 'long' }]);
      const result = await s.ctx.database.db.execute<{ v: string }>(sql`select ${vector}::tsvector::text as v`);
      expect(result.rows[0]!.v.length).toBeGreaterThan(0);
    }
    const q = buildSearchQuery("前端 O'Brien");
    const parsed = await s.ctx.database.db.execute<{ q: string }>(sql`select ${q.tsquery}::tsquery::text as q`);
    expect(parsed.rows[0]!.q).toContain('前端');
  });

  it('indexes short fields with 1- and 2-character n-grams and folds full-width letters', () => {
    const vector = buildSearchVector([{ text: '谭晓峰', weight: 'A', kind: 'short', unigrams: true }, { text: 'ＪＡＶＡ工程师', weight: 'A', kind: 'short' }]);
    for (const lexeme of ["'谭'", "'晓峰'", "'谭晓'", "'java'", "'工程师'", "'工程'"]) expect(vector).toContain(lexeme);
    expect(buildSearchQuery('北京大学').strict).not.toBeNull();
    expect(buildSearchQuery('138 0013 8000').phoneDigits).toBe('13800138000');
  });

  it('pages through the matches without repeating a row', async () => {
    const page = okData<{ list: { id: number }[] }>(await s.api(s.a, { method: 'GET', url: `/api/resumes?keyword=${encodeURIComponent('成都')}&pageSize=2&page=1` }));
    const next = okData<{ list: { id: number }[] }>(await s.api(s.a, { method: 'GET', url: `/api/resumes?keyword=${encodeURIComponent('成都')}&pageSize=2&page=2` }));
    expect(new Set([...idsOf(page), ...idsOf(next)]).size).toBe(4);
  });
});
