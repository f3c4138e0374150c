import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { meetingRooms } from '../../src/modules/company/tables';
import { expectFailure, expectInvalid, expectNotFound, okData, twoCompanies, type Api } from './fixtures';
import type { Session, TestContext } from '../helpers';

type Room = { id: number; name: string; addressId: number | null; addressName: string | null; capacity: number | null; equipment: string[]; enabled: boolean; remark: string | null };

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let addressId: number;

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
  const address = { name: '深圳总部', cityCode: '440300', detail: '南山区科技园科苑路15号' };
  addressId = okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/company/addresses', payload: address })).id;
});

const roomRow = async (id: number) => (await ctx.database.db.select().from(meetingRooms).where(eq(meetingRooms.id, id)))[0];
let seq = 0;
const create = async (extra: Record<string, unknown> = {}) =>
  okData<Room>(await api(a, { method: 'POST', url: '/api/company/meeting-rooms', payload: { name: `会议室${++seq}`, capacity: 8, equipment: ['投影仪', '白板'], ...extra } }));
const list = async (session: Session, query = '') => okData<{ list: Room[]; total: number; page: number; pageSize: number }>(await api(session, { method: 'GET', url: `/api/company/meeting-rooms${query}` }));

describe('POST /api/company/meeting-rooms', () => {
  it('creates a room at an address (JSON or form)', async () => {
    const room = await create({ name: '星辰厅', addressId, remark: '需提前一天预订' });
    expect(room).toMatchObject({ name: '星辰厅', addressId, addressName: '深圳总部', capacity: 8, equipment: ['投影仪', '白板'], enabled: true, remark: '需提前一天预订' });
    const form = await api(a, {
      method: 'POST',
      url: '/api/company/meeting-rooms',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: '银河厅', capacity: '', addressId: '', equipment: '电视,视频会议', enabled: 'false' }).toString(),
    });
    expect(okData<Room>(form)).toMatchObject({ capacity: null, addressId: null, equipment: ['电视', '视频会议'], enabled: false });
  });

  it('validates and refuses a taken name', async () => {
    const post = (payload: Record<string, unknown>) => api(a, { method: 'POST', url: '/api/company/meeting-rooms', payload: { name: '月光厅', ...payload } });
    expect(expectInvalid(await post({ name: '' }), 'name')).toBe('请输入会议室名称');
    expect(expectInvalid(await post({ capacity: 0 }), 'capacity')).toBe('容纳人数至少为1');
    expect(expectInvalid(await post({ capacity: 'many' }), 'capacity')).toBe('容纳人数须为整数');
    expectInvalid(await post({ equipment: ['设'.repeat(21)] }), 'equipment.0');
    const room = await create();
    const taken = expectFailure(await post({ name: room.name }), 409, '20011');
    expect(taken.message).toBe('会议室名称已存在');
  });

  it("refuses another company's address with 404 and creates nothing", async () => {
    expectNotFound(await api(b, { method: 'POST', url: '/api/company/meeting-rooms', payload: { name: '越权厅', addressId } }));
    expect(await ctx.database.db.select().from(meetingRooms).where(eq(meetingRooms.companyId, b.companyId))).toEqual([]);
  });
});

describe('GET /api/company/meeting-rooms', () => {
  it('pages and filters by enabled, address and keyword within the company', async () => {
    const off = await create({ name: '停用厅', enabled: false });
    const at = await create({ name: '总部一号厅', addressId });
    expect((await list(a, '?enabled=false')).list.map((r) => r.id)).toContain(off.id);
    expect((await list(a, '?enabled=false')).list.every((r) => !r.enabled)).toBe(true);
    expect((await list(a, '?enabled=true')).list.map((r) => r.id)).not.toContain(off.id);
    expect((await list(a, `?addressId=${addressId}`)).list.every((r) => r.addressId === addressId)).toBe(true);
    expect((await list(a, `?keyword=${encodeURIComponent('一号')}`)).list.map((r) => r.id)).toEqual([at.id]);
    const page = await list(a, '?pageSize=1');
    expect(page.list.length).toBe(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await list(b)).total).toBe(0);
    expectInvalid(await api(a, { method: 'GET', url: '/api/company/meeting-rooms?enabled=maybe' }), 'enabled');
  });
});

describe('PUT /api/company/meeting-rooms/:id and PATCH /:id/enabled', () => {
  it('edits a room and switches it off and on', async () => {
    const room = await create({ addressId });
    const saved = okData<Room>(await api(a, { method: 'PUT', url: `/api/company/meeting-rooms/${room.id}`, payload: { name: '晨曦厅', capacity: 20 } }));
    expect(saved).toMatchObject({ name: '晨曦厅', capacity: 20, addressId: null, equipment: [], enabled: true });
    expect(okData<Room>(await api(a, { method: 'PATCH', url: `/api/company/meeting-rooms/${room.id}/enabled`, payload: { enabled: false } })).enabled).toBe(false);
    expect(okData<Room>(await api(a, { method: 'PATCH', url: `/api/company/meeting-rooms/${room.id}/enabled`, payload: { enabled: 'true' } })).enabled).toBe(true);
    expectInvalid(await api(a, { method: 'PATCH', url: `/api/company/meeting-rooms/${room.id}/enabled`, payload: {} }), 'enabled');
  });

  it('answers 409 for a taken name', async () => {
    const room = await create();
    const other = await create();
    expectFailure(await api(a, { method: 'PUT', url: `/api/company/meeting-rooms/${room.id}`, payload: { name: other.name } }), 409, '20011');
  });

  it("answers 404 for another company's room or address, changing nothing", async () => {
    const room = await create({ addressId });
    const before = await roomRow(room.id);
    expectNotFound(await api(b, { method: 'PUT', url: `/api/company/meeting-rooms/${room.id}`, payload: { name: '被改名' } }));
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/company/meeting-rooms/${room.id}/enabled`, payload: { enabled: false } }));
    const bAddress = okData<{ id: number }>(await api(b, { method: 'POST', url: '/api/company/addresses', payload: { name: '远景总部', cityCode: '110100', detail: '朝阳区建国路88号' } })).id;
    expectNotFound(await api(a, { method: 'PUT', url: `/api/company/meeting-rooms/${room.id}`, payload: { name: '被改名', addressId: bAddress } }));
    expect(await roomRow(room.id)).toEqual(before);
  });
});

describe('DELETE /api/company/meeting-rooms/:id', () => {
  it('deletes a room; another company gets 404', async () => {
    const room = await create();
    expectNotFound(await api(b, { method: 'DELETE', url: `/api/company/meeting-rooms/${room.id}` }));
    expect(await roomRow(room.id)).toBeDefined();
    okData(await api(a, { method: 'DELETE', url: `/api/company/meeting-rooms/${room.id}` }));
    expect(await roomRow(room.id)).toBeUndefined();
  });
});
