// Candidate feedback links (/out/feedback/userc/*): HR makes a signed, expiring, single-use link
// for an application; the candidate opens it without login and answers once.
import { z } from 'zod';
import { CandidateFeedbackAnswer, CandidateFeedbackKind, FEEDBACK_LINK_DAYS, FeedbackLinkStatus, type FeedbackLinkDays } from '../codes/candidate-feedback';
import { formBoolean, idSchema, optionalText } from './common';

export const FEEDBACK_COMMENT_MAX = 200;
const DAYS_MESSAGE = `有效期只能是${FEEDBACK_LINK_DAYS.join('、')}天`;

/** POST /api/applications/:id/feedback-links */
export const feedbackLinkCreateSchema = z.object({
  kind: z.enum(CandidateFeedbackKind, { error: '请选择链接类型：确认入职、Offer反馈或放弃入职' }),
  days: z.coerce
    .number({ error: DAYS_MESSAGE })
    .refine((d): d is FeedbackLinkDays => (FEEDBACK_LINK_DAYS as readonly number[]).includes(d), DAYS_MESSAGE)
    .default(7),
  /** Also mail the link to the candidate (template 109). */
  sendEmail: z.preprocess(formBoolean, z.boolean({ error: '须为true或false' }).default(false)),
});
export type FeedbackLinkCreate = z.infer<typeof feedbackLinkCreateSchema>;

export const feedbackLinkParamsSchema = z.object({ id: idSchema, linkId: idSchema });

/** One link of an application; the token is shown only when it is made. */
export const feedbackLinkSchema = z.object({
  id: z.number(),
  applicationId: z.number(),
  kind: z.enum(CandidateFeedbackKind),
  status: z.enum(FeedbackLinkStatus),
  createdByName: z.string(),
  expiresAt: z.string(),
  answer: z.enum(CandidateFeedbackAnswer).nullable(),
  comment: z.string().nullable(),
  answeredAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackLink = z.infer<typeof feedbackLinkSchema>;
export const feedbackLinkCreatedSchema = feedbackLinkSchema.extend({ token: z.string(), url: z.string() });
export type FeedbackLinkCreated = z.infer<typeof feedbackLinkCreatedSchema>;

export const feedbackTokenParamsSchema = z.object({ token: z.string().trim().min(1, '链接不完整').max(200, '链接不完整') });

/**
 * GET /api/out/feedback/:token: what the candidate's page shows. An answered, expired or revoked
 * link says only that (and the company), so the page can send him to 您已反馈 or 链接已失效.
 */
export const publicFeedbackSchema = z.object({
  status: z.enum(FeedbackLinkStatus),
  kind: z.enum(CandidateFeedbackKind),
  companyName: z.string(),
  candidateName: z.string().nullable(),
  jobName: z.string().nullable(),
  expiresAt: z.string().nullable(),
  answer: z.enum(CandidateFeedbackAnswer).nullable(),
});
export type PublicFeedback = z.infer<typeof publicFeedbackSchema>;

/** POST /api/out/feedback/:token */
export const feedbackAnswerSchema = z.object({
  answer: z.enum(CandidateFeedbackAnswer, { error: '请选择您的答复' }),
  comment: optionalText(FEEDBACK_COMMENT_MAX),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;
