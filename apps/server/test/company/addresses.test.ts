import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../src/modules/company/tables';
import { expectFailure, expectInvalid, expectNotFound, okData, twoCompanies, type Api } from './fixtures';
import type { Session, TestContext } from '../helpers';

type Address = { id: number; name: string; cityCode: string; cityName: string; detail: string; contactName: string | null; contactPhone: string | null; isDefault: boolean };

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
});

const addressRow = async (id: number) => (await ctx.database.db.select().from(addresses).where(eq(addresses.id, id)))[0];
const defaults = async (companyId: number) => (await ctx.database.db.select().from(addresses).where(eq(addresses.companyId, companyId))).filter((r) => r.isDefault).map((r) => r.id);
const office = { name: '深圳总部', cityCode: '440300', detail: '南山区科技园科苑路15号A座8层', contactName: '李小萌', contactPhone: '13800000005' };
const create = async (extra: Record<string, unknown> = {}) => okData<Address>(await api(a, { method: 'POST', url: '/api/company/addresses', payload: { ...office, ...extra } }));
const put = (session: Session, id: number, payload: Record<string, unknown>) => api(session, { method: 'PUT', url: `/api/company/addresses/${id}`, payload });

describe('POST /api/company/addresses', () => {
  it('creates an address with the city name (JSON or form)', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...office, cityName: '深圳市', isDefault: false });
    const form = await api(a, {
      method: 'POST',
      url: '/api/company/addresses',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: '北京分公司', cityCode: '110100', detail: '海淀区中关村大街1号', contactPhone: '', isDefault: 'false' }).toString(),
    });
    expect(okData<Address>(form)).toMatchObject({ cityName: '北京市', contactPhone: null, isDefault: false });
  });

  it('keeps one default: a new default clears the previous one', async () => {
    const first = await create({ name: '上海办公室', cityCode: '310100', isDefault: true });
    expect(await defaults(a.companyId)).toEqual([first.id]);
    const second = await create({ name: '杭州办公室', cityCode: '330100', isDefault: true });
    expect(await defaults(a.companyId)).toEqual([second.id]);
    const list = okData<{ list: Address[] }>(await api(a, { method: 'GET', url: '/api/company/addresses' }));
    expect(list.list[0]!.id).toBe(second.id);
  });

  it('validates with Chinese messages', async () => {
    const post = (payload: Record<string, unknown>) => api(a, { method: 'POST', url: '/api/company/addresses', payload: { ...office, ...payload } });
    expect(expectInvalid(await post({ name: '' }), 'name')).toBe('请输入地址名称');
    expect(expectInvalid(await post({ cityCode: '' }), 'cityCode')).toBe('请选择城市');
    expect(expectInvalid(await post({ cityCode: '999999' }), 'cityCode')).toBe('请选择城市');
    expectInvalid(await post({ detail: '' }), 'detail');
    expect(expectInvalid(await post({ contactPhone: '12345' }), 'contactPhone')).toBe('手机号格式不正确');
    expectInvalid(await post({ isDefault: 'maybe' }), 'isDefault');
  });
});

describe('GET /api/company/addresses', () => {
  it('pages within the company', async () => {
    await create();
    await create();
    const page = okData<{ list: Address[]; total: number; page: number; pageSize: number }>(await api(a, { method: 'GET', url: '/api/company/addresses?pageSize=1&page=2' }));
    expect(page).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.list.length).toBe(1);
    expect(page.total).toBeGreaterThan(1);
    expect(okData<{ total: number }>(await api(b, { method: 'GET', url: '/api/company/addresses' })).total).toBe(0);
  });
});

describe('PUT /api/company/addresses/:id', () => {
  it('saves an address and moves the default to it', async () => {
    const old = await create({ isDefault: true });
    const other = await create({ name: '广州办公室', cityCode: '440100' });
    const saved = okData<Address>(await put(a, other.id, { ...office, name: '广州天河办公室', cityCode: '440100', isDefault: true }));
    expect(saved).toMatchObject({ name: '广州天河办公室', cityName: '广州市', isDefault: true });
    expect(await defaults(a.companyId)).toEqual([other.id]);
    expect((await addressRow(old.id))!.isDefault).toBe(false);
  });

  it("answers 404 for another company's address and changes nothing there", async () => {
    const mine = await create({ isDefault: true });
    const before = await addressRow(mine.id);
    const theirs = okData<Address>(await api(b, { method: 'POST', url: '/api/company/addresses', payload: { ...office, isDefault: true } }));
    expectNotFound(await put(b, mine.id, { ...office, name: '被改名', isDefault: true }));
    expect(await addressRow(mine.id)).toEqual(before);
    expect(await defaults(b.companyId)).toEqual([theirs.id]);
    expectInvalid(await put(a, mine.id, { ...office, name: '' }), 'name');
  });
});

describe('DELETE /api/company/addresses/:id', () => {
  it('refuses while a meeting room uses it, then deletes', async () => {
    const address = await create({ name: '成都办公室', cityCode: '510100' });
    const room = okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/company/meeting-rooms', payload: { name: '天府厅', addressId: address.id } }));
    const refused = expectFailure(await api(a, { method: 'DELETE', url: `/api/company/addresses/${address.id}` }), 409, '20019');
    expect(refused.message).toContain('会议室');
    okData(await api(a, { method: 'DELETE', url: `/api/company/meeting-rooms/${room.id}` }));
    okData(await api(a, { method: 'DELETE', url: `/api/company/addresses/${address.id}` }));
    expect(await addressRow(address.id)).toBeUndefined();
  });

  it("answers 404 for another company's address", async () => {
    const address = await create();
    expectNotFound(await api(b, { method: 'DELETE', url: `/api/company/addresses/${address.id}` }));
    expect(await addressRow(address.id)).toBeDefined();
  });
});
