// Candidate feedback links (/out/feedback/userc/*): HR (220013) makes a signed, expiring,
// single-use link for an application; the candidate opens it without login and answers once.
// Only the token's sha-256 is kept. Making, revoking and answering are logged on the
// application and in the resume's operation record; a confirmed entry sets 待入职.
import {
  candidateFeedbackAnswerWords,
  candidateFeedbackKindLabels,
  CandidateFeedbackAnswer,
  CandidateFeedbackKind,
  isFeedbackAnswerAllowed,
  RecruitmentState,
  ResumeAction,
  RoleType,
  SystemPlaceholder,
  SystemTemplateType,
  type FeedbackAnswer,
  type FeedbackLink,
  type FeedbackLinkCreate,
  type FeedbackLinkCreated,
  type FeedbackLinkStatus,
  type PublicFeedback,
} from '@bole/domain';
import { desc, eq } from 'drizzle-orm';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Db, DbOrTx } from '../../platform/db/client';
import { narrowScope } from '../../platform/db/scope';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { applicationFor, actorOf, type Caller } from '../applications/access';
import { setStaffState } from '../applications/decisions.service';
import { logActions, registerEventKinds, type Actor } from '../applications/events';
import { notifyCandidate, type CandidateMessaging } from '../messaging/candidate-notice';
import { findApplication } from '../applications/repository';
import { accounts, companies } from '../company/tables';
import { chinaTime } from '../resumes/export.text';
import { candidateFeedbackLinks } from './tables';

const DAY_MS = 86_400_000;
const EVENTS = { link: ResumeAction.FeedbackLink, answer: ResumeAction.CandidateFeedback } as const;
registerEventKinds({ [EVENTS.link]: '发送反馈链接', [EVENTS.answer]: '候选人反馈' });

type LinkRow = typeof candidateFeedbackLinks.$inferSelect;

export function statusOf(link: Pick<LinkRow, 'answeredAt' | 'revokedAt' | 'expiresAt'>, now = new Date()): FeedbackLinkStatus {
  if (link.answeredAt) return 'answered';
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

function present(link: LinkRow, createdByName: string): FeedbackLink {
  return {
    id: link.id,
    applicationId: link.applicationId,
    kind: link.kind,
    status: statusOf(link),
    createdByName,
    expiresAt: link.expiresAt.toISOString(),
    answer: link.answer,
    comment: link.comment,
    answeredAt: link.answeredAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
  };
}

async function linksWhere(db: DbOrTx, where: ReturnType<typeof inCompany>): Promise<FeedbackLink[]> {
  const rows = await db
    .select({ link: candidateFeedbackLinks, createdByName: accounts.userName })
    .from(candidateFeedbackLinks)
    .innerJoin(accounts, eq(accounts.id, candidateFeedbackLinks.createdBy))
    .where(where)
    .orderBy(desc(candidateFeedbackLinks.createdAt), desc(candidateFeedbackLinks.id));
  return rows.map((r) => present(r.link, r.createdByName));
}

const urlOf = (publicUrl: string, kind: CandidateFeedbackKind, token: string) => `${publicUrl}/out/feedback/userc/${kind}?token=${token}`;

/**
 * Makes a link for an application still in the process; the token is answered only now. With
 * `sendEmail` the link is also mailed to the candidate (template 109), sealed in the outbox.
 */
export async function createLink(db: Db, messaging: CandidateMessaging, caller: Caller, applicationId: number, body: FeedbackLinkCreate): Promise<FeedbackLinkCreated> {
  const { token, hash } = newToken();
  const url = urlOf(messaging.publicUrl, body.kind, token);
  const id = await db.transaction(async (tx) => {
    const app = await applicationFor(tx, caller, applicationId);
    if (app.archivedAt || (app.outcome !== null && app.recruitmentState !== RecruitmentState.AwaitingEntry)) throw new AppError('FEEDBACK_APPLICATION_CLOSED');
    const expiresAt = new Date(Date.now() + body.days * DAY_MS);
    const [row] = await tx
      .insert(candidateFeedbackLinks)
      .values({ companyId: caller.companyId, applicationId, kind: body.kind, tokenHash: hash, createdBy: caller.accountId, expiresAt })
      .returning({ id: candidateFeedbackLinks.id });
    const note = `${candidateFeedbackKindLabels[body.kind]}链接，有效期${body.days}天（至${chinaTime(expiresAt)}）`;
    await logActions(tx, actorOf(caller), EVENTS.link, [{ applicationId, resumeId: app.resumeId, kind: EVENTS.link, note, record: `职位「${app.jobName}」：${note}` }]);
    if (body.sendEmail) {
      await notifyCandidate(tx, messaging, {
        companyId: caller.companyId,
        applicationId,
        type: SystemTemplateType.CandidateFeedback,
        trigger: `候选人反馈链接（${candidateFeedbackKindLabels[body.kind]}）`,
        operatorId: caller.accountId,
        values: { [SystemPlaceholder.FeedbackItem]: candidateFeedbackKindLabels[body.kind], [SystemPlaceholder.ValidHours]: body.days * 24 },
        secretUrl: url,
      });
    }
    return row!.id;
  });
  const [link] = await linksWhere(db, inCompany(candidateFeedbackLinks, caller.companyId, eq(candidateFeedbackLinks.id, id)));
  return { ...link!, token, url };
}

/** Every link of the application, newest first. */
export async function listLinks(db: Db, caller: Caller, applicationId: number): Promise<FeedbackLink[]> {
  await applicationFor(db, caller, applicationId);
  return linksWhere(db, inCompany(candidateFeedbackLinks, caller.companyId, eq(candidateFeedbackLinks.applicationId, applicationId)));
}

/** Closes an open link at once; a closed or answered one stays as it is. */
export async function revokeLink(db: Db, caller: Caller, applicationId: number, linkId: number): Promise<FeedbackLink> {
  const where = inCompany(candidateFeedbackLinks, caller.companyId, eq(candidateFeedbackLinks.applicationId, applicationId), eq(candidateFeedbackLinks.id, linkId));
  await db.transaction(async (tx) => {
    const app = await applicationFor(tx, caller, applicationId);
    const [link] = await tx.select().from(candidateFeedbackLinks).where(where).for('update');
    if (!link) throw new AppError('NOT_FOUND');
    if (statusOf(link) !== 'open') return;
    await tx.update(candidateFeedbackLinks).set({ revokedAt: new Date(), revokedBy: caller.accountId }).where(where);
    const note = `撤销了${chinaTime(link.createdAt)}发送的${candidateFeedbackKindLabels[link.kind]}链接`;
    await logActions(tx, actorOf(caller), EVENTS.link, [{ applicationId, resumeId: app.resumeId, kind: EVENTS.link, note, record: `职位「${app.jobName}」：${note}` }]);
  });
  const [link] = await linksWhere(db, where);
  return link!;
}

async function linkOf(db: DbOrTx, token: string, lock = false): Promise<LinkRow> {
  const query = db.select().from(candidateFeedbackLinks).where(eq(candidateFeedbackLinks.tokenHash, hashToken(token)));
  const [link] = lock ? await query.for('update') : await query;
  if (!link) throw new AppError('FEEDBACK_LINK_UNKNOWN');
  return link;
}

/** What the candidate's page shows; a link that no longer takes answers says only why. */
export async function readPublic(db: Db, token: string): Promise<PublicFeedback> {
  const link = await linkOf(db, token);
  // The link has named the company: from here on the database shows no other one's rows.
  narrowScope(link.companyId);
  const status = statusOf(link);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, link.companyId));
  const base = { status, kind: link.kind, companyName: company?.name ?? '', answer: link.answer };
  if (status !== 'open') return { ...base, candidateName: null, jobName: null, expiresAt: null };
  const app = await findApplication(db, link.companyId, link.applicationId);
  if (!app) throw new AppError('FEEDBACK_LINK_UNKNOWN');
  return { ...base, candidateName: app.resumeName, jobName: app.jobName, expiresAt: link.expiresAt.toISOString() };
}

const candidate: (companyId: number) => Actor = (companyId) => ({ companyId, accountId: null, name: '候选人本人' });

/**
 * The candidate's one answer. The link is locked and marked used in the same transaction as
 * the log, so two submissions cannot both count. A confirmed entry then sets 待入职 through
 * the process's own rule (acting for the link's maker); when the process refuses (e.g. the
 * candidate is not in an Offer or 待定 stage) the log says why and HR decides.
 */
export async function answerLink(db: Db, token: string, body: FeedbackAnswer): Promise<PublicFeedback> {
  // Narrowed before the transaction, whose connection keeps the scope it started with.
  narrowScope((await linkOf(db, token)).companyId);
  const link = await db.transaction(async (tx) => {
    const link = await linkOf(tx, token, true);
    const status = statusOf(link);
    if (status === 'answered') throw new AppError('FEEDBACK_LINK_USED');
    if (status === 'revoked') throw new AppError('FEEDBACK_LINK_REVOKED');
    if (status === 'expired') throw new AppError('FEEDBACK_LINK_EXPIRED');
    if (!isFeedbackAnswerAllowed(link.kind, body.answer)) throw new AppError('FEEDBACK_ANSWER_INVALID');
    const app = await findApplication(tx, link.companyId, link.applicationId);
    if (!app) throw new AppError('FEEDBACK_LINK_UNKNOWN');
    await tx
      .update(candidateFeedbackLinks)
      .set({ answer: body.answer, comment: body.comment ?? null, answeredAt: new Date() })
      .where(inCompany(candidateFeedbackLinks, link.companyId, eq(candidateFeedbackLinks.id, link.id)));
    const note = `${candidateFeedbackKindLabels[link.kind]}：${candidateFeedbackAnswerWords[link.kind][body.answer]}${body.comment ? `（${body.comment}）` : ''}`;
    await logActions(tx, candidate(link.companyId), EVENTS.answer, [{ applicationId: app.id, resumeId: app.resumeId, kind: EVENTS.answer, note, record: `职位「${app.jobName}」：${note}` }]);
    return link;
  });
  if (link.kind === CandidateFeedbackKind.Join && body.answer === CandidateFeedbackAnswer.Accept) await confirmEntry(db, link);
  return readPublic(db, token);
}

async function confirmEntry(db: Db, link: LinkRow): Promise<void> {
  const app = await findApplication(db, link.companyId, link.applicationId);
  if (!app || app.recruitmentState === RecruitmentState.AwaitingEntry) return;
  // The candidate acts through the link its maker sent; the log names him, the scope is the company's.
  const viaLink: Caller = { companyId: link.companyId, accountId: link.createdBy, roleType: RoleType.Hr, codes: new Set(), userName: '候选人本人（确认入职链接）' };
  try {
    await setStaffState(db, viaLink, link.applicationId, { state: RecruitmentState.AwaitingEntry });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const note = `候选人已确认入职，未能自动设为待入职：${error.message}`;
    await logActions(db, candidate(link.companyId), EVENTS.answer, [{ applicationId: app.id, resumeId: app.resumeId, kind: EVENTS.answer, note, record: `职位「${app.jobName}」：${note}` }]);
  }
}
