import { DEFAULT_ARCHIVE_REASONS, REASON_TYPE_ORDER } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { archiveReasons } from '../../src/modules/reasons/tables';
import { addAccount, expectFailure, expectInvalid, okData, twoCompanies, type Api } from '../company/fixtures';
import type { Session, TestContext } from '../helpers';

type Reason = { id: number; type: string; name: string; enabled: boolean; sort: number };

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
});

const url = '/api/archive-reasons';
const list = async (session: Session, query = '') => okData<Reason[]>(await api(session, { method: 'GET', url: `${url}${query}` }));
const add = async (type: string, name: string) => okData<Reason>(await api(a, { method: 'POST', url, payload: { type, name } }));

describe('archive reason catalogue', () => {
  it('gives a company the default reasons of every type once, in tab order', async () => {
    const all = await list(a);
    expect([...new Set(all.map((r) => r.type))]).toEqual([...REASON_TYPE_ORDER]);
    expect(all.filter((r) => r.type === 'elimination').map((r) => r.name)).toEqual([...DEFAULT_ARCHIVE_REASONS.elimination]);
    expect(all.every((r) => r.enabled)).toBe(true);
    expect(await list(a)).toEqual(all);
    expect((await list(a, '?type=blacklist')).map((r) => r.name)).toEqual([...DEFAULT_ARCHIVE_REASONS.blacklist]);
  });

  it('adds, renames, disables, reorders and deletes reasons of one type', async () => {
    const added = await add('refuseOffer', '  期望远程办公 ');
    expect(added).toMatchObject({ type: 'refuseOffer', name: '期望远程办公', enabled: true, sort: DEFAULT_ARCHIVE_REASONS.refuseOffer.length + 1 });
    expectFailure(await api(a, { method: 'POST', url, payload: { type: 'refuseOffer', name: '期望远程办公' } }), 409, '30031');
    // The same name is fine under another type.
    await add('refuseInterview', '期望远程办公');

    const renamed = okData<Reason>(await api(a, { method: 'PATCH', url: `${url}/${added.id}`, payload: { name: '希望全职远程' } }));
    expect(renamed.name).toBe('希望全职远程');
    const [first] = await list(a, '?type=refuseOffer');
    expectFailure(await api(a, { method: 'PATCH', url: `${url}/${added.id}`, payload: { name: first!.name } }), 409, '30031');
    okData(await api(a, { method: 'PATCH', url: `${url}/${first!.id}`, payload: { enabled: false } }));
    expect((await list(a, '?type=refuseOffer&enabled=true')).map((r) => r.id)).not.toContain(first!.id);
    expect((await list(a, '?type=refuseOffer&enabled=false')).map((r) => r.id)).toEqual([first!.id]);

    const ids = (await list(a, '?type=refuseOffer')).map((r) => r.id);
    const reordered = okData<Reason[]>(await api(a, { method: 'POST', url: `${url}/reorder`, payload: { type: 'refuseOffer', ids: [...ids].reverse() } }));
    expect(reordered.map((r) => r.id)).toEqual([...ids].reverse());
    expectFailure(await api(a, { method: 'POST', url: `${url}/reorder`, payload: { type: 'refuseOffer', ids: ids.slice(1) } }), 400, '30033');
    const elimination = (await list(a, '?type=elimination')).map((r) => r.id);
    expectFailure(await api(a, { method: 'POST', url: `${url}/reorder`, payload: { type: 'refuseOffer', ids: [...ids.slice(1), elimination[0]] } }), 400, '30033');

    expect((await api(a, { method: 'DELETE', url: `${url}/${added.id}` })).statusCode).toBe(200);
    expect((await list(a, '?type=refuseOffer')).map((r) => r.id)).not.toContain(added.id);
    expectFailure(await api(a, { method: 'DELETE', url: `${url}/${added.id}` }), 404);
  });

  it('does not bring deleted defaults back', async () => {
    for (const r of await list(a, '?type=blacklist')) expect((await api(a, { method: 'DELETE', url: `${url}/${r.id}` })).statusCode).toBe(200);
    expect(await list(a, '?type=blacklist')).toEqual([]);
    expect((await add('blacklist', '恶意刷简历')).sort).toBe(1);
  });

  it('refuses bad input with Chinese messages', async () => {
    expect(expectInvalid(await api(a, { method: 'POST', url, payload: { type: 'elimination', name: ' ' } }), 'name')).toBe('请输入原因名称');
    expect(expectInvalid(await api(a, { method: 'POST', url, payload: { type: 'elimination', name: '原'.repeat(31) } }), 'name')).toBe('原因名称最多30个字符');
    expect(expectInvalid(await api(a, { method: 'POST', url, payload: { type: 'holiday', name: '休假' } }), 'type')).toBe('请选择原因类型');
    expectInvalid(await api(a, { method: 'GET', url: `${url}?type=holiday` }), 'type');
  });
});

describe('access to archive reasons', () => {
  it('lets recruiting roles read and only 340006 change', async () => {
    const trainee = await addAccount(ctx, a.companyId, 10);
    const reasons = await list(trainee, '?type=elimination');
    expect(reasons.length).toBeGreaterThan(0);
    const target = reasons[0]!;
    expectFailure(await api(trainee, { method: 'POST', url, payload: { type: 'elimination', name: '不守时' } }), 403);
    expectFailure(await api(trainee, { method: 'PATCH', url: `${url}/${target.id}`, payload: { name: '改名' } }), 403);
    expectFailure(await api(trainee, { method: 'DELETE', url: `${url}/${target.id}` }), 403);
    expectFailure(await api(trainee, { method: 'POST', url: `${url}/reorder`, payload: { type: 'elimination', ids: [target.id] } }), 403);
    const referrer = await addAccount(ctx, a.companyId, 4);
    expectFailure(await api(referrer, { method: 'GET', url }), 403);
    expect((await list(a, '?type=elimination'))[0]).toEqual(target);
  });

  it('answers 404 for another company’s reasons and changes nothing', async () => {
    const [target] = await list(a, '?type=resignation');
    expect((await list(b)).map((r) => r.id)).not.toContain(target!.id);
    expectFailure(await api(b, { method: 'PATCH', url: `${url}/${target!.id}`, payload: { name: '被改了' } }), 404);
    expectFailure(await api(b, { method: 'DELETE', url: `${url}/${target!.id}` }), 404);
    const own = (await list(b, '?type=resignation')).map((r) => r.id);
    expectFailure(await api(b, { method: 'POST', url: `${url}/reorder`, payload: { type: 'resignation', ids: [target!.id, ...own] } }), 404);
    const [row] = await ctx.database.db.select().from(archiveReasons).where(eq(archiveReasons.id, target!.id));
    expect(row).toMatchObject({ name: target!.name, companyId: a.companyId, sort: target!.sort });
  });

  it('answers 401 without a session', async () => {
    expectFailure(await api(null, { method: 'GET', url }), 401, '999');
    expectFailure(await api(null, { method: 'POST', url, payload: { type: 'elimination', name: '不守时' } }), 401);
  });
});
