// The candidate's answer to his offer (/out/feedback/offer?token=…), without login: the offer
// mail's link names the offer by its token, kept only as a sha-256 (send.ts). He reads the
// offer in full (the offer field codes are for staff) and its letter, and accepts or declines
// once until the deadline. The offer row is locked while the answer is written, so of two
// answers at the same moment only the first counts. An accepted offer sets 待入职 with its
// entry date through the process's own rule; HR (the offer's creator and the job's 招聘负责人)
// is told in-app and by mail either way.
import {
  MessageChannel,
  MessageRecipient,
  OfferAnswerChoice,
  offerSalaryTypeLabels,
  OfferStatus,
  RecruitmentState,
  ReasonType,
  ResumeAction,
  RoleType,
  SystemPlaceholder,
  SystemTemplateType,
  taxTypeLabels,
  TemplatePlaceholder,
  type OfferAnswer,
  type OfferLinkGone,
  type OfferLinkState,
  type OfferSalaryType,
  type PublicOffer,
  type TaxType,
} from '@bole/domain';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../platform/auth/tokens';
import type { Db, DbOrTx } from '../../platform/db/client';
import { narrowScope } from '../../platform/db/scope';
import type { FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import type { Caller } from '../applications/access';
import { setStaffState } from '../applications/decisions.service';
import { logActions, registerEventKinds, type Actor } from '../applications/events';
import { findApplication } from '../applications/repository';
import type { CandidateMessaging } from '../messaging/candidate-notice';
import { resolveRecipients } from '../messaging/recipients';
import { sendTemplate } from '../messaging/send';
import { candidateValues } from '../messaging/values';
import { chinaToday } from '../offer-letters/dates';
import { offerLetterPdf } from '../offer-letters/letter';
import { companyById, readSection } from '../portal/settings.service';
import { listReasons } from '../reasons/service';
import { letterValues } from './letter';
import { findByTokenHash, type OfferRecord } from './repository';
import { offers } from './tables';
import { chineseDate, offerValues } from './values';

registerEventKinds({ [ResumeAction.OfferAnswer]: '候选人答复Offer' });

const candidate = (companyId: number): Actor => ({ companyId, accountId: null, name: '候选人本人' });

/** Where the link stands: open until the deadline, then expired; answered once answered; closed when HR cancelled it. */
export function linkStateOf(offer: Pick<OfferRecord, 'status' | 'expiresAt'>, now = new Date()): { state: OfferLinkState; gone: OfferLinkGone | null } {
  if (offer.status === OfferStatus.Accepted || offer.status === OfferStatus.Declined) return { state: 'answered', gone: null };
  if (offer.status === OfferStatus.Sent && (offer.expiresAt === null || offer.expiresAt >= now)) return { state: 'open', gone: null };
  if (offer.status === OfferStatus.Sent || offer.status === OfferStatus.Expired) return { state: 'expired', gone: 'expired' };
  return { state: 'expired', gone: 'cancelled' };
}

/** The offer of the token (locked until the transaction ends with `lock`), its company the request's scope from then on. */
async function offerOfLink(db: DbOrTx, token: string, lock = false): Promise<OfferRecord> {
  const offer = await findByTokenHash(db, hashToken(token), lock);
  if (!offer) throw new AppError('OFFER_LINK_UNKNOWN');
  // The link has named the company: from here on the database shows no other one's rows.
  narrowScope(offer.companyId);
  return offer;
}

const refuseReasons = (db: Db, companyId: number) => listReasons(db, companyId, { type: ReasonType.RefuseOffer, enabled: true });

const text = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/** What the candidate's page shows; an answered or closed offer says only that. */
export async function readOfferByLink(db: Db, token: string): Promise<PublicOffer> {
  const offer = await offerOfLink(db, token);
  const company = await companyById(db, offer.companyId);
  const site = await readSection(db, offer.companyId, 'site');
  const { state, gone } = linkStateOf(offer);
  const base = { state, gone, answer: (offer.answer as OfferAnswerChoice | null) ?? null, companyName: company.name, logoUrl: site.logoUrl ?? null };
  if (state !== 'open') return { ...base, offer: null };
  const app = await findApplication(db, offer.companyId, offer.applicationId);
  if (!app) throw new AppError('OFFER_LINK_UNKNOWN');
  const values = await offerValues(db, offer.companyId, offer);
  return {
    ...base,
    offer: {
      candidateName: app.resumeName,
      jobName: app.jobName,
      entryDate: offer.entryTime,
      orgName: text(values[TemplatePlaceholder.OrgName]),
      probation: text(values[TemplatePlaceholder.Probation]),
      probationSalary: text(values[TemplatePlaceholder.ProbationSalary]) ?? '',
      formalSalary: text(values[TemplatePlaceholder.PositiveSalary]) ?? '',
      salaryTypeName: offerSalaryTypeLabels[offer.salaryType as OfferSalaryType] ?? '',
      taxTypeName: taxTypeLabels[offer.taxType as TaxType] ?? '',
      jobRankName: text(values[TemplatePlaceholder.JobRank]),
      deadline: offer.expiresAt!.toISOString(),
      refuseReasons: (await refuseReasons(db, offer.companyId)).map((r) => ({ id: r.id, name: r.name })),
    },
  };
}

const GONE_ERRORS = { expired: 'OFFER_LINK_EXPIRED', cancelled: 'OFFER_LINK_CLOSED', unknown: 'OFFER_LINK_UNKNOWN' } as const;

/** The letter as the candidate's mail carried it (every value), for an offer open or answered; a closed one answers why. */
export async function letterByLink(db: Db, files: FileStorage, publicUrl: string, token: string): Promise<{ pdf: Buffer; filename: string }> {
  const offer = await offerOfLink(db, token);
  const { gone } = linkStateOf(offer);
  if (gone) throw new AppError(GONE_ERRORS[gone]);
  const values = await letterValues(db, offer.companyId, offer, publicUrl);
  return offerLetterPdf(db, files, offer.companyId, { templateId: offer.offerFileTemplateId, values, date: chinaToday(offer.sentAt ?? new Date()) });
}

/**
 * The candidate's one answer. A decline names one of the company's enabled 拒绝Offer原因 (any
 * other id is refused before anything is written); the comment is kept as he typed it, as text.
 */
export async function answerOfferByLink(db: Db, messaging: CandidateMessaging, token: string, body: OfferAnswer): Promise<PublicOffer> {
  const { companyId } = await offerOfLink(db, token);
  const reason = body.answer === OfferAnswerChoice.Decline ? (await refuseReasons(db, companyId)).find((r) => r.id === body.reasonId) : undefined;
  if (body.answer === OfferAnswerChoice.Decline && !reason) throw new AppError('OFFER_REFUSE_REASON_UNKNOWN');
  const accepted = await db.transaction(async (tx) => {
    const offer = await offerOfLink(tx, token, true);
    const { state, gone } = linkStateOf(offer);
    if (state === 'answered') throw new AppError('OFFER_ANSWERED');
    if (gone) throw new AppError(GONE_ERRORS[gone]);
    const app = await findApplication(tx, companyId, offer.applicationId);
    if (!app) throw new AppError('OFFER_LINK_UNKNOWN');
    const accept = body.answer === OfferAnswerChoice.Accept;
    const words = accept ? `接受了Offer，入职时间${chineseDate(offer.entryTime)}` : `拒绝了Offer，原因：${reason!.name}`;
    const said = `${words}${body.comment ? `；补充说明：${body.comment}` : ''}`;
    await tx
      .update(offers)
      .set({
        status: accept ? OfferStatus.Accepted : OfferStatus.Declined,
        answer: body.answer,
        answeredAt: new Date(),
        declineReasonId: reason?.id ?? null,
        declineReason: accept ? null : `${reason!.name}${body.comment ? `：${body.comment}` : ''}`,
        version: offer.version + 1,
      })
      .where(eq(offers.id, offer.id));
    await logActions(tx, candidate(companyId), ResumeAction.OfferAnswer, [
      { applicationId: app.id, resumeId: app.resumeId, kind: ResumeAction.OfferAnswer, note: `候选人${said}`, data: { offerId: offer.id, answer: body.answer, reasonId: reason?.id ?? null }, record: `职位「${app.jobName}」：候选人${said}` },
    ]);
    const recipients = await resolveRecipients(tx, companyId, [MessageRecipient.Operator, MessageRecipient.JobOwner], { operatorId: offer.createdBy, applicationId: app.id });
    await sendTemplate(tx, messaging.messenger, {
      companyId,
      type: SystemTemplateType.OfferAnswered,
      channels: [MessageChannel.App, MessageChannel.Email],
      recipients,
      values: { ...(await candidateValues(tx, companyId, app.id, messaging.publicUrl)), [SystemPlaceholder.OfferAnswer]: said },
      trigger: '候选人答复Offer',
      link: `/resume/detail/${app.resumeId}`,
      idempotencyKey: `offer-answer:${offer.id}`,
    });
    return accept ? offer : null;
  });
  if (accepted) await awaitEntry(db, accepted);
  return readOfferByLink(db, token);
}

/**
 * 待入职 with the offer's entry date, acting for the offer's creator (the candidate answered the
 * offer he sent). When the process refuses (HR moved the candidate on meanwhile) the log says why.
 */
async function awaitEntry(db: Db, offer: OfferRecord): Promise<void> {
  const app = await findApplication(db, offer.companyId, offer.applicationId);
  if (!app || app.recruitmentState === RecruitmentState.AwaitingEntry) return;
  const viaOffer: Caller = { companyId: offer.companyId, accountId: offer.createdBy, roleType: RoleType.Hr, codes: new Set(), userName: '候选人本人（接受Offer）' };
  try {
    await setStaffState(db, viaOffer, offer.applicationId, { state: RecruitmentState.AwaitingEntry, date: offer.entryTime });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const note = `候选人已接受Offer，未能自动设为待入职：${error.message}`;
    await logActions(db, candidate(offer.companyId), ResumeAction.OfferAnswer, [{ applicationId: app.id, resumeId: app.resumeId, kind: ResumeAction.OfferAnswer, note, record: `职位「${app.jobName}」：${note}` }]);
  }
}
