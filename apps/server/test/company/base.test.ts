import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/modules/company/tables';
import { expectInvalid, expectNotFound, okData, twoCompanies, type Api } from './fixtures';
import type { Session, TestContext } from '../helpers';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
});

const companyRow = async (id: number) => (await ctx.database.db.select().from(companies).where(eq(companies.id, id)))[0]!;
const info = {
  name: '星河智能科技有限公司',
  shortName: '星河智能',
  industryCode: '100',
  scaleCode: '3',
  locationCode: '440300',
  address: '深圳市南山区科技园科苑路15号',
  website: 'www.xinghe-ai.cn',
  introduction: '专注于企业级人工智能解决方案。',
  contactName: '周明远',
  contactPhone: '0755-86001234',
  contactEmail: 'HR@Xinghe-AI.cn',
};

describe('GET /api/company/base', () => {
  it("answers the caller's company only", async () => {
    const base = okData<Record<string, unknown>>(await api(a, { method: 'GET', url: '/api/company/base' }));
    expect(base).toMatchObject({ id: a.companyId, name: '星河智能科技有限公司', socialOpen: true, campusOpen: true, logoFileId: null });
    expect(base.slug).toEqual(expect.any(String));
    expect(okData<{ id: number }>(await api(b, { method: 'GET', url: '/api/company/base' })).id).toBe(b.companyId);
  });
});

describe('PUT /api/company/base', () => {
  it('saves the base info, adding http:// to a bare website and lowering the e-mail', async () => {
    const saved = okData<Record<string, unknown>>(await api(a, { method: 'PUT', url: '/api/company/base', payload: info }));
    expect(saved).toMatchObject({ ...info, website: 'http://www.xinghe-ai.cn', contactEmail: 'hr@xinghe-ai.cn' });
    okData(await api(a, { method: 'PUT', url: '/api/company/base', payload: { ...info, website: 'https://xinghe.cn', shortName: '' } }));
    const row = await companyRow(a.companyId);
    expect(row).toMatchObject({ website: 'https://xinghe.cn', shortName: null });
    expect((await companyRow(b.companyId)).website).toBeNull();
  });

  it('accepts a form body', async () => {
    const res = await api(a, {
      method: 'PUT',
      url: '/api/company/base',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: '星河智能科技有限公司', website: 'xinghe.cn', contactEmail: '' }).toString(),
    });
    expect(okData<{ website: string }>(res).website).toBe('http://xinghe.cn');
  });

  it('validates with Chinese messages', async () => {
    expect(expectInvalid(await api(a, { method: 'PUT', url: '/api/company/base', payload: { ...info, name: '' } }), 'name')).toBe('请输入公司名称');
    expect(expectInvalid(await api(a, { method: 'PUT', url: '/api/company/base', payload: { ...info, contactEmail: 'hr@' } }), 'contactEmail')).toBe('邮箱格式不正确');
    expectInvalid(await api(a, { method: 'PUT', url: '/api/company/base', payload: { ...info, introduction: '介'.repeat(5001) } }), 'introduction');
    expectInvalid(await api(a, { method: 'PUT', url: '/api/company/base', payload: { ...info, logoFileId: 'logo' } }), 'logoFileId');
  });

  it('refuses a logo file that is not the company\'s', async () => {
    const before = await companyRow(a.companyId);
    expectNotFound(await api(a, { method: 'PUT', url: '/api/company/base', payload: { ...info, name: '改名公司', logoFileId: 42 } }));
    expect(await companyRow(a.companyId)).toEqual(before);
    okData(await api(a, { method: 'PUT', url: '/api/company/base', payload: { ...info, logoFileId: null } }));
  });
});
