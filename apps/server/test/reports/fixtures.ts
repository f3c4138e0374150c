// What the report tests build their hand-counted fixtures with: China wall-clock times and
// interviews inserted straight into the table at a chosen time.
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { applications } from '../../src/modules/applications/tables';
import { interviews } from '../../src/modules/interviews/tables';
import type { World } from '../screening/fixtures';

/** A China wall-clock time ('2026-03-02T00:00:00') as an instant. */
export const cst = (text: string) => new Date(`${text}+08:00`);

/** An hour's interview of the application starting at a China time, led by the world's HR, cancelled if asked. */
export async function interviewAt(w: World, appId: number, at: string, cancelled = false): Promise<void> {
  const { db } = w.ctx.database;
  const [app] = await db.select().from(applications).where(eq(applications.id, appId));
  const startsAt = cst(at);
  await db.insert(interviews).values({
    companyId: app!.companyId,
    applicationId: app!.id,
    resumeId: app!.resumeId,
    jobId: app!.jobId,
    round: 1,
    startsAt,
    durationMinutes: 60,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    form: 1,
    leadId: w.hr.accountId,
    uid: `${randomUUID()}@bole.test`,
    cancelledAt: cancelled ? new Date() : null,
    createdBy: w.hr.accountId,
  });
}
