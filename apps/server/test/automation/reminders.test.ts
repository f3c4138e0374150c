// 提醒设置: the four points with their defaults, validation and permission, and the daily job
// that reminds of candidates entering in N days, once.
import { RecruitmentState } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { messagingOf } from '../../src/modules/messaging/send';
import { sendEntryReminders, shanghaiDayAhead } from '../../src/modules/automation/reminders';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { apply, expectFailure, expectInvalid, okData, world, type World } from '../screening/fixtures';

let w: World;
type Setting = { point: string; enabled: boolean; days: number; channels: string[]; recipients: string[]; live: boolean };

const entry = { point: 'beforeEntry', enabled: true, days: 3, channels: ['app', 'email'], recipients: ['jobOwner', 'hiringManager'] };
const save = (payload: object, session = w.a) => w.api(session, { method: 'PUT', url: '/api/reminder-settings', payload });
const awaitingEntry = (id: number, entryDate: string) =>
  w.ctx.database.db.update(applications).set({ recruitmentState: RecruitmentState.AwaitingEntry, entryDate }).where(eq(applications.id, id));
const reminders = () =>
  w.ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.templateType, 108)));

beforeAll(async () => {
  w = await world();
});

describe('提醒设置', () => {
  it('answers the four points with defaults, then what was saved', async () => {
    const initial = okData<Setting[]>(await w.api(w.a, { method: 'GET', url: '/api/reminder-settings' }));
    expect(initial.map((s) => s.point)).toEqual(['beforeInterview', 'afterOfferSent', 'beforeEntry', 'beforeProbationEnd']);
    expect(initial.every((s) => !s.enabled && s.days === 1 && s.channels.join() === 'app')).toBe(true);
    expect(initial.filter((s) => s.live).map((s) => s.point)).toEqual(['beforeInterview', 'afterOfferSent', 'beforeEntry', 'beforeProbationEnd']);
    const saved = okData<Setting[]>(await save([entry]));
    expect(saved.find((s) => s.point === 'beforeEntry')).toMatchObject({ enabled: true, days: 3, channels: ['app', 'email'] });
    expect(saved.find((s) => s.point === 'beforeInterview')!.enabled).toBe(false);
    // b sees only its own defaults.
    expect(okData<Setting[]>(await w.api(w.b, { method: 'GET', url: '/api/reminder-settings' })).every((s) => !s.enabled)).toBe(true);
  });

  it('refuses days outside 1-5 and an enabled point without recipients', async () => {
    expectInvalid(await save([{ ...entry, days: 6 }]), '0.days');
    expectInvalid(await save([{ ...entry, recipients: [] }]), '0.recipients');
    const kept = okData<Setting[]>(await w.api(w.a, { method: 'GET', url: '/api/reminder-settings' }));
    expect(kept.find((s) => s.point === 'beforeEntry')!.days).toBe(3);
  });

  it('is for those holding 提醒设置 only (403)', async () => {
    expectFailure(await w.api(w.trainee, { method: 'GET', url: '/api/reminder-settings' }), 403);
    expectFailure(await save([entry], w.trainee), 403);
  });
});

describe('入职前提醒', () => {
  it('reminds once of a candidate entering in the set days, and not of others', async () => {
    okData(await save([entry]));
    const due = await apply(w, w.a, w.jobId, '孙悦');
    const later = await apply(w, w.a, w.jobId, '周婷');
    const now = new Date();
    await awaitingEntry(due, shanghaiDayAhead(now, 3));
    await awaitingEntry(later, shanghaiDayAhead(now, 4));
    const deps = messagingOf(w.ctx.app.deps);

    expect(await sendEntryReminders(w.ctx.database.db, deps, now)).toBe(1);
    const sent = await reminders();
    // The job's owner (the super administrator who made it) and its hiring manager, in-app and by e-mail.
    expect(sent).toHaveLength(4);
    expect(sent.every((m) => m.trigger === '入职前提醒')).toBe(true);
    const app = sent.find((m) => m.channel === 'app')!;
    expect(app.text).toContain(`候选人孙悦（Java开发工程师）将于${shanghaiDayAhead(now, 3)}入职`);

    // A second run the same day sends nothing new.
    await sendEntryReminders(w.ctx.database.db, deps, now);
    expect(await reminders()).toHaveLength(4);
    // Switched off, nothing is sent.
    okData(await save([{ ...entry, enabled: false }]));
    await sendEntryReminders(w.ctx.database.db, deps, new Date(now.getTime() - 86_400_000));
    expect(await reminders()).toHaveLength(4);
  });
});
