// 渠道管理 (/api/resume-channels): built-in channels shown or hidden, custom channels added,
// renamed, hidden and deleted while unused, counts per channel, and custom channels on resumes.
import { Perm, SystemRoleCode } from '@bole/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../helpers';
import { addAccount, createResume, customAccount, expectFailure, expectInvalid, okData, setup, type Setup } from '../resumes/fixtures';

type Channel = { code: number; name: string; builtIn: boolean; enabled: boolean; resumeCount: number; createdAt: string | null };

let s: Setup;
const list = async (session: Session) => okData<Channel[]>(await s.api(session, { method: 'GET', url: '/api/resume-channels' }));
const create = (session: Session | null, name: unknown) => s.api(session, { method: 'POST', url: '/api/resume-channels', payload: { name } });
const patch = (session: Session | null, code: number, payload: Record<string, unknown>) => s.api(session, { method: 'PATCH', url: `/api/resume-channels/${code}`, payload });
const remove = (session: Session | null, code: number) => s.api(session, { method: 'DELETE', url: `/api/resume-channels/${code}` });

beforeAll(async () => {
  s = await setup();
});

describe('GET /api/resume-channels', () => {
  it('lists the built-in channels in order with the resumes of the pool per channel', async () => {
    await createResume(s.api, s.a, { channel: 3 });
    await createResume(s.api, s.a, { channel: 3 });
    await createResume(s.api, s.a, { channel: 9999 });
    const rows = await list(s.a);
    expect(rows.map((r) => r.code)).toEqual([1, 2, 3, 6, 20, 27, 9999]);
    expect(rows.find((r) => r.code === 3)).toMatchObject({ name: '猎聘', builtIn: true, enabled: true, resumeCount: 2 });
    expect(rows.find((r) => r.code === 9999)).toMatchObject({ name: '个人投递', resumeCount: 1 });
    // Another company's resumes are not counted.
    expect((await list(s.b)).find((r) => r.code === 3)?.resumeCount).toBe(0);
  });

  it('answers 401 without a session and 403 without 400001', async () => {
    expectFailure(await s.api(null, { method: 'GET', url: '/api/resume-channels' }), 401, '999');
    const trainee = await addAccount(s.ctx, s.a.companyId, SystemRoleCode.TraineeHr);
    expectFailure(await s.api(trainee, { method: 'GET', url: '/api/resume-channels' }), 403);
    // The names are readable by anyone signed in, for labels and pickers.
    const options = okData<{ code: number }[]>(await s.api(trainee, { method: 'GET', url: '/api/resume-channels/options' }));
    expect(options.map((o) => o.code)).toContain(9999);
  });
});

describe('custom channels', () => {
  it('adds channels numbered from 10001, unique by name, and refuses bad names with a Chinese message', async () => {
    const fair = okData<Channel>(await create(s.a, ' 春季招聘会 '));
    expect(fair).toMatchObject({ code: 10001, name: '春季招聘会', builtIn: false, enabled: true, resumeCount: 0 });
    expect(okData<Channel>(await create(s.a, '猎头推荐')).code).toBe(10002);
    expectFailure(await create(s.a, '春季招聘会'), 409, '31220');
    expectFailure(await create(s.a, '猎聘'), 409, '31220');
    expect(expectInvalid(await create(s.a, ''), 'name')).toBe('请输入渠道名称');
    expect(expectInvalid(await create(s.a, '一'.repeat(21)), 'name')).toBe('渠道名称最多20个字符');
    // Codes are per company: the other company's first channel is 10001 too.
    expect(okData<Channel>(await create(s.b, '校园宣讲会')).code).toBe(10001);
  });

  it('renames, hides and shows a custom channel; built-in names stay as they are', async () => {
    const c = okData<Channel>(await create(s.a, '内部转岗'));
    expect(okData<Channel>(await patch(s.a, c.code, { name: '内部转岗推荐' })).name).toBe('内部转岗推荐');
    expect(okData<Channel>(await patch(s.a, c.code, { enabled: false })).enabled).toBe(false);
    expectFailure(await patch(s.a, c.code, { name: '猎头推荐' }), 409, '31220');
    expectFailure(await patch(s.a, 2, { name: '智联' }), 400, '31221');
    expect(okData<Channel>(await patch(s.a, 2, { enabled: false }))).toMatchObject({ code: 2, name: '智联招聘', enabled: false });
    expect((await list(s.a)).find((r) => r.code === 2)?.enabled).toBe(false);
    expect(okData<Channel>(await patch(s.a, 2, { enabled: true })).enabled).toBe(true);
    expectInvalid(await patch(s.a, c.code, { enabled: 'sometimes' }), 'enabled');
    expectFailure(await patch(s.a, 12345, { enabled: false }), 404, '40400');
  });

  it('is selectable as a resume channel; an unknown code is refused', async () => {
    const c = okData<Channel>(await create(s.a, '员工内推活动'));
    const r = await createResume(s.api, s.a, { channel: c.code });
    expect(okData<{ channel: number }>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${r.id}` })).channel).toBe(c.code);
    expect((await list(s.a)).find((x) => x.code === c.code)?.resumeCount).toBe(1);
    const found = okData<{ list: { id: number }[] }>(await s.api(s.a, { method: 'GET', url: `/api/resumes?channel=${c.code}` }));
    expect(found.list.map((x) => x.id)).toEqual([r.id]);
    expectFailure(await s.api(s.a, { method: 'POST', url: '/api/resumes', payload: { name: '李雷', channel: 10999 } }), 400, '31224');
    const other = await createResume(s.api, s.a, { channel: 1 });
    expectFailure(await s.api(s.a, { method: 'PATCH', url: `/api/resumes/${other.id}`, payload: { channel: 10999 } }), 400, '31224');
    expect(okData<{ channel: number }>(await s.api(s.a, { method: 'PATCH', url: `/api/resumes/${other.id}`, payload: { channel: c.code } })).channel).toBe(c.code);
  });

  it('names a company channel in the Excel export', async () => {
    const c = okData<Channel>(await create(s.a, '秋季双选会'));
    const r = await createResume(s.api, s.a, { name: '邱一帆', channel: c.code });
    const res = await s.api(s.a, { method: 'POST', url: '/api/resumes/export', payload: { ids: [r.id] } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets.flatMap((sheet) => sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map(String) : [])));
    expect(cells).toContain('秋季双选会');
  });

  it('deletes a channel only while no resume has it, the recycle bin included; built-in ones never', async () => {
    const unused = okData<Channel>(await create(s.a, '临时渠道'));
    expect(okData(await remove(s.a, unused.code))).toBeNull();
    expect((await list(s.a)).some((r) => r.code === unused.code)).toBe(false);

    const used = okData<Channel>(await create(s.a, '线下海报'));
    const r = await createResume(s.api, s.a, { channel: used.code });
    okData(await s.api(s.a, { method: 'DELETE', url: `/api/resumes/${r.id}` }));
    expectFailure(await remove(s.a, used.code), 409, '31222');
    expectFailure(await remove(s.a, 9999), 400, '31221');
  });

  it('keeps companies apart: another company’s channel is 404 and stays unchanged', async () => {
    const mine = okData<Channel>(await create(s.a, '行业峰会'));
    const before = await list(s.b);
    expect(before.some((r) => r.code === mine.code)).toBe(false);
    expectFailure(await patch(s.b, mine.code, { name: '被改名' }), 404, '40400');
    expectFailure(await remove(s.b, mine.code), 404, '40400');
    expect((await list(s.a)).find((r) => r.code === mine.code)?.name).toBe('行业峰会');
    // Nor can b give its resumes a's channel.
    expectFailure(await s.api(s.b, { method: 'POST', url: '/api/resumes', payload: { name: '韩梅梅', channel: mine.code } }), 400, '31224');
  });

  it('changes nothing for a weaker role (403) or without a session (401)', async () => {
    const viewer = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView]);
    const target = okData<Channel>(await create(s.a, '大学生实习'));
    expectFailure(await create(viewer, '不该出现'), 403);
    expectFailure(await patch(viewer, target.code, { enabled: false }), 403);
    expectFailure(await remove(viewer, target.code), 403);
    expectFailure(await create(null, '不该出现'), 401, '999');
    expectFailure(await patch(null, target.code, { enabled: false }), 401, '999');
    const rows = await list(s.a);
    expect(rows.some((r) => r.name === '不该出现')).toBe(false);
    expect(rows.find((r) => r.code === target.code)?.enabled).toBe(true);
  });
});
