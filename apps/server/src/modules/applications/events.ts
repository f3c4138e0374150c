// The log of applications. Every action writes an event here and the resume's operation
// record (resume_records) in the same transaction; other areas log their own kinds through
// `logActions` too (pushes to the hiring department, feedback, interviews).
import { applicationEventKindLabels, type ApplicationEvent, type ApplicationEventKind, type Page, type PageQuery, type ResumeAction } from '@bole/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { recruitStages } from '../processes/tables';
import { insertRecords } from '../resumes/repository';
import { applicationEvents } from './tables';

/** Who acts: an account, or nobody (the candidate on the portal, mail intake) under a name. */
export type Actor = { companyId: number; accountId: number | null; name: string };

export type NewEvent = {
  applicationId: number;
  kind: ApplicationEventKind | (string & {});
  fromStageId?: number | null;
  toStageId?: number | null;
  note?: string | null;
  data?: Record<string, unknown>;
};

/** Writes events of the actor's company's applications. */
async function recordEvents(db: DbOrTx, actor: Actor, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(applicationEvents).values(
    events.map((e) => ({
      companyId: actor.companyId,
      applicationId: e.applicationId,
      kind: e.kind,
      fromStageId: e.fromStageId ?? null,
      toStageId: e.toStageId ?? null,
      actorId: actor.accountId,
      actorName: actor.name,
      note: e.note ?? null,
      data: e.data ?? {},
    })),
  );
}

/** One action on candidates: the application events and the resumes' operation records. */
export async function logActions(db: DbOrTx, actor: Actor, action: ResumeAction, entries: readonly (NewEvent & { resumeId: number; record: string })[]): Promise<void> {
  await recordEvents(db, actor, entries);
  await insertRecords(
    db,
    actor.companyId,
    entries.map((e) => ({ resumeId: e.resumeId, operatorId: actor.accountId, operatorName: actor.name, action, note: e.record })),
  );
}

const otherKinds = new Map<string, string>();
/** Names the event kinds another area logs (e.g. 'push' → 推荐给用人部门), for the log's labels. */
export function registerEventKinds(labels: Readonly<Record<string, string>>): void {
  for (const [kind, label] of Object.entries(labels)) otherKinds.set(kind, label);
}
const kindLabel = (kind: string) => applicationEventKindLabels[kind as ApplicationEventKind] ?? otherKinds.get(kind) ?? kind;

const fromStage = alias(recruitStages, 'from_stage');
const toStage = alias(recruitStages, 'to_stage');

/** An application's log, newest first. */
export async function listEvents(db: Db, companyId: number, applicationId: number, q: PageQuery): Promise<Page<ApplicationEvent>> {
  const where = inCompany(applicationEvents, companyId, eq(applicationEvents.applicationId, applicationId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: applicationEvents, fromName: fromStage.name, toName: toStage.name })
      .from(applicationEvents)
      .leftJoin(fromStage, and(eq(fromStage.id, applicationEvents.fromStageId), eq(fromStage.companyId, applicationEvents.companyId)))
      .leftJoin(toStage, and(eq(toStage.id, applicationEvents.toStageId), eq(toStage.companyId, applicationEvents.companyId)))
      .where(where)
      .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(applicationEvents).where(where),
  ]);
  const list = rows.map(({ event: e, fromName, toName }) => ({
    id: e.id,
    applicationId: e.applicationId,
    kind: e.kind,
    kindLabel: kindLabel(e.kind),
    fromStage: e.fromStageId === null ? null : { id: e.fromStageId, name: fromName ?? '已删除的阶段' },
    toStage: e.toStageId === null ? null : { id: e.toStageId, name: toName ?? '已删除的阶段' },
    actorId: e.actorId,
    actorName: e.actorName,
    note: e.note,
    createdAt: e.createdAt.toISOString(),
  }));
  return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}
