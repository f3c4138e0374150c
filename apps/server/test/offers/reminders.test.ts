// 发送Offer后提醒: the daily job reminds the people of the setting (the job's 招聘负责人 by default)
// of offers sent the set days ago that the candidate has not answered and that are still open, once.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messagingOf } from '../../src/modules/messaging/send';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { offers } from '../../src/modules/offers/tables';
import { sendOfferAnswerReminders } from '../../src/modules/offers/reminders';
import { createOffer, inOfferStage, okData, post, rootOrg, world, type World } from './fixtures';

let w: World;
let org: number;

beforeAll(async () => {
  w = await world();
  org = await rootOrg(w.ctx, w.a.companyId);
});

const DAY_MS = 86_400_000;
const reminders = () =>
  w.ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.templateType, 108), eq(outboxMessages.trigger, '发送Offer后提醒')));

/** An offer sent to a new candidate, its sending moved to `sentAt`. */
async function sentAt(name: string, at: Date): Promise<number> {
  const id = await createOffer(w, w.hr, await inOfferStage(w, name), org);
  okData(await post(w, w.hr, `/api/offers/${id}/send`));
  await w.ctx.database.db.update(offers).set({ sentAt: at }).where(eq(offers.id, id));
  return id;
}

describe('发送Offer后提醒', () => {
  it('reminds once of an unanswered open offer sent the set days ago; not of answered, expired, other days or while off', async () => {
    const deps = messagingOf(w.ctx.app.deps);
    const now = new Date();
    const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS);
    const due = await sentAt('孙悦', twoDaysAgo);
    const answered = await sentAt('周婷', twoDaysAgo);
    await w.ctx.database.db.update(offers).set({ status: 'accepted', answer: 'accept', answeredAt: now }).where(eq(offers.id, answered));
    const expired = await sentAt('吴昊', twoDaysAgo);
    await w.ctx.database.db.update(offers).set({ expiresAt: new Date(now.getTime() - 1000) }).where(eq(offers.id, expired));
    await sentAt('郑洁', new Date(now.getTime() - 3 * DAY_MS));

    // Off by default: nothing.
    expect(await sendOfferAnswerReminders(w.ctx.database.db, deps, now)).toBe(0);
    okData(await w.api(w.a, { method: 'PUT', url: '/api/reminder-settings', payload: [{ point: 'afterOfferSent', enabled: true, days: 2, channels: ['app', 'email'], recipients: ['jobOwner'] }] }));
    expect(await sendOfferAnswerReminders(w.ctx.database.db, deps, now)).toBe(1);
    const sent = await reminders();
    expect(sent.map((m) => m.channel).sort()).toEqual(['app', 'email']);
    expect(sent.find((m) => m.channel === 'app')).toMatchObject({ recipient: String(w.a.accountId) });
    expect(sent.find((m) => m.channel === 'app')!.text).toMatch(/^候选人孙悦（Java开发工程师）已于\d{4}年\d{1,2}月\d{1,2}日收到Offer，至今尚未答复（答复截止\d{4}年\d{1,2}月\d{1,2}日）/);
    const dueRow = (await w.ctx.database.db.select().from(offers).where(eq(offers.id, due)))[0]!;
    expect(sent.every((m) => m.link === `/resume/detail/${dueRow.resumeId}`)).toBe(true);

    // A second run the same day writes nothing new.
    await sendOfferAnswerReminders(w.ctx.database.db, deps, now);
    expect(await reminders()).toHaveLength(2);
  });
});
