// 入职管理: the list by tab with filters and pages, 确认入职 with the 转正 day from the offer's
// months, 未到岗 with a company reason, 转正 only from 已入职, 修改入职时间 and 延长试用期, and
// other companies' ids and weaker roles refused with nothing changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { eventCount } from '../screening/fixtures';
import { awaiting, bulk, expectFailure, expectNotFound, list, okData, post, reasonOf, stored, world, type World } from './fixtures';

let w: World;
let zhang: number;
let li: number;
let wang: number;

beforeAll(async () => {
  w = await world();
  zhang = await awaiting(w, '张伟', '2027-01-31', 1);
  li = await awaiting(w, '李娜', '2027-01-10', -1);
  wang = await awaiting(w, '王强', '2027-02-15', 6);
});

describe('the list', () => {
  it('lists 待入职 by entry day with pages, counts and the offer', async () => {
    const first = await list(w, w.hr, 'tab=awaiting&pageSize=2');
    expect(first.total).toBe(3);
    expect(first.list.map((r) => r.name)).toEqual(['李娜', '张伟']);
    expect(first.counts).toMatchObject({ awaiting: 3, probation: 0, regular: 0, noShow: 0 });
    const second = await list(w, w.hr, 'tab=awaiting&pageSize=2&page=2');
    expect(second.list.map((r) => r.name)).toEqual(['王强']);
    expect(second.list[0]).toMatchObject({ jobName: 'Java开发工程师', entryDate: '2027-02-15', probationMonths: 6, probationEnd: '2027-08-15', offer: { status: 'draft', formalSalary: '12000.50', salaryHidden: false }, entryForm: { status: 'unsent', label: '未发送' } });
    expect(second.list[0]!.orgName).toBeTruthy();
    expect(second.list[0]!.ownerName).toBeTruthy();
    const sorted = await list(w, w.hr, 'tab=awaiting&order=desc');
    expect(sorted.list.map((r) => r.name)).toEqual(['王强', '张伟', '李娜']);
  });

  it('filters by keyword, job, entry and 转正 day ranges', async () => {
    expect((await list(w, w.hr, `keyword=${encodeURIComponent('张')}`)).list.map((r) => r.name)).toEqual(['张伟']);
    expect((await list(w, w.hr, 'entryFrom=2027-01-20&entryTo=2027-01-31')).list.map((r) => r.name)).toEqual(['张伟']);
    expect((await list(w, w.hr, 'probationFrom=2027-08-01')).list.map((r) => r.name)).toEqual(['王强']);
    expect((await list(w, w.hr, `jobId=${w.jobId}`)).total).toBe(3);
    expectFailure(await w.api(w.hr, { method: 'GET', url: '/api/onboarding?entryFrom=2027-02-01&entryTo=2027-01-01' }), 400);
  });

  it('shows another company nothing of ours', async () => {
    const theirs = await list(w, w.b, 'tab=awaiting');
    expect(theirs.list.some((r) => [zhang, li, wang].includes(r.applicationId))).toBe(false);
  });
});

describe('确认入职, 转正 and 延长试用期', () => {
  it('refuses another company, a weaker role and a bad id, changing nothing', async () => {
    expectNotFound(await post(w, w.hr, '/api/onboarding/confirm', { ids: [zhang, w.otherApplicationId] }));
    expectFailure(await post(w, w.trainee, '/api/onboarding/confirm', { ids: [zhang] }), 403);
    expectNotFound(await post(w, w.b, '/api/onboarding/confirm', { ids: [zhang] }));
    expectFailure(await post(w, w.b, `/api/onboarding/${zhang}/entry-date`, { entryDate: '2027-03-01' }), 404);
    expect((await stored(w, zhang)).recruitmentState).toBe(5);
  });

  it('confirms entry on the planned day: Jan 31 + 1 month is Feb 28; 无试用期 has no 转正 day', async () => {
    const result = await bulk(w, w.hr, 'confirm', { ids: [zhang, li] });
    expect(result).toEqual({ done: [zhang, li], failed: [] });
    const hired = await list(w, w.hr, 'tab=probation');
    expect(hired.list.find((r) => r.applicationId === zhang)).toMatchObject({ entryDate: '2027-01-31', probationEnd: '2027-02-28', recruitmentState: 1 });
    expect(hired.list.find((r) => r.applicationId === li)).toMatchObject({ probationEnd: null, probationMonths: null });
    expect(await eventCount(w.ctx, zhang, 'staff')).toBe(2);
  });

  it('moves the entry day of a hire and his 转正 day with it', async () => {
    const app = okData<{ entryDate: string }>(await post(w, w.hr, `/api/onboarding/${zhang}/entry-date`, { entryDate: '2027-03-31' }));
    expect(app.entryDate).toBe('2027-03-31');
    expect((await list(w, w.hr, 'tab=probation')).list.find((r) => r.applicationId === zhang)!.probationEnd).toBe('2027-04-30');
    expect(await eventCount(w.ctx, zhang, 'entryDate')).toBe(1);
  });

  it('extends probation only to a later day', async () => {
    expectFailure(await post(w, w.hr, `/api/onboarding/${zhang}/extend-probation`, { probationEnd: '2027-04-01' }), 400);
    expectFailure(await post(w, w.hr, `/api/onboarding/${wang}/extend-probation`, { probationEnd: '2027-12-01' }), 409);
    okData(await post(w, w.hr, `/api/onboarding/${zhang}/extend-probation`, { probationEnd: '2027-06-30' }));
    expect((await list(w, w.hr, 'tab=probation')).list.find((r) => r.applicationId === zhang)!.probationEnd).toBe('2027-06-30');
    expect(await eventCount(w.ctx, zhang, 'probationExtend')).toBe(1);
  });

  it('makes only hires regular, on the planned day by default', async () => {
    const result = await bulk(w, w.hr, 'regularize', { ids: [zhang, wang] });
    expect(result.done).toEqual([zhang]);
    expect(result.failed).toEqual([{ id: wang, message: '候选人当前为“待入职”，只有已入职的候选人可以转正' }]);
    const regular = await list(w, w.hr, 'tab=regular');
    expect(regular.list.find((r) => r.applicationId === zhang)).toMatchObject({ regularDate: '2027-06-30', recruitmentState: 4 });
    expect(await bulk(w, w.hr, 'regularize', { ids: [li], regularDate: '2026-01-01' })).toEqual({ done: [], failed: [{ id: li, message: '转正日期不能早于入职日期' }] });
    expect((await stored(w, li)).recruitmentState).toBe(1);
  });
});

describe('未到岗', () => {
  it('needs one of the company’s 拒绝Offer reasons; then he leaves 待入职 with history', async () => {
    const other = await reasonOf(w, 'elimination');
    expectFailure(await post(w, w.hr, '/api/onboarding/no-show', { ids: [wang] }), 400);
    expectFailure(await post(w, w.hr, '/api/onboarding/no-show', { ids: [wang], reasonId: other.id }), 400);
    expectFailure(await post(w, w.trainee, '/api/onboarding/no-show', { ids: [wang], reasonId: other.id }), 403);
    expect((await stored(w, wang)).recruitmentState).toBe(5);

    const reason = await reasonOf(w, 'refuseOffer');
    const result = await bulk(w, w.hr, 'no-show', { ids: [wang, li], reasonId: reason.id, note: '电话未接通' });
    expect(result.done).toEqual([wang]);
    expect(result.failed.map((f) => f.id)).toEqual([li]);
    const row = (await list(w, w.hr, 'tab=noShow')).list.find((r) => r.applicationId === wang)!;
    expect(row.noShowReason).toBe(`${reason.name}：电话未接通`);
    expect(await stored(w, wang)).toMatchObject({ outcome: 3, recruitmentState: 3, eliminateReasonType: 'refuseOffer' });
    expect(await eventCount(w.ctx, wang, 'noShow')).toBe(1);
    expect((await list(w, w.hr, 'tab=awaiting')).list.some((r) => r.applicationId === wang)).toBe(false);
  });
});
