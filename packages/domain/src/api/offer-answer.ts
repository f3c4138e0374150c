// The candidate's answer to his offer (/out/feedback/offer?token=…): the offer mail's own link,
// opened without login. He reads his offer in full (the offer field codes are for staff), its
// letter, and accepts or declines it once, a decline naming one of the company's 拒绝Offer原因.
import { z } from 'zod';
import { maxTextLengthMessage, textLength } from '../rules/text';

export const OFFER_ANSWER_COMMENT_MAX = 200;

export const OfferAnswerChoice = { Accept: 'accept', Decline: 'decline' } as const;
export type OfferAnswerChoice = (typeof OfferAnswerChoice)[keyof typeof OfferAnswerChoice];
export const offerAnswerLabels: Record<OfferAnswerChoice, string> = { accept: '接受Offer', decline: '拒绝Offer' };

/**
 * What the link leads to: the offer awaiting his answer, an offer he answered (the page shows
 * 您已答复, /out/feedback/exist), or one that no longer takes an answer (/out/feedback/expire).
 */
export const OfferLinkState = { Open: 'open', Answered: 'answered', Expired: 'expired' } as const;
export type OfferLinkState = (typeof OfferLinkState)[keyof typeof OfferLinkState];
/** Why a link no longer takes an answer. */
export const OfferLinkGone = { Expired: 'expired', Cancelled: 'cancelled', Unknown: 'unknown' } as const;
export type OfferLinkGone = (typeof OfferLinkGone)[keyof typeof OfferLinkGone];

export const offerTokenParamsSchema = z.object({ token: z.string().trim().min(1, '链接不完整').max(200, '链接不完整') });

/** The offer as its candidate reads it: every value as written in his letter. */
export const publicOfferDetailSchema = z.object({
  candidateName: z.string(),
  jobName: z.string(),
  /** YYYY-MM-DD. */
  entryDate: z.string(),
  orgName: z.string().nullable(),
  probation: z.string().nullable(),
  /** '8000.50元/月（税前）'. */
  probationSalary: z.string(),
  formalSalary: z.string(),
  salaryTypeName: z.string(),
  taxTypeName: z.string(),
  jobRankName: z.string().nullable(),
  /** The last moment to answer (end of the China day HR chose), ISO. */
  deadline: z.string(),
  refuseReasons: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type PublicOfferDetail = z.infer<typeof publicOfferDetailSchema>;

/** GET /api/out/offers/:token: an open offer in full; an answered or closed one says only that. */
export const publicOfferSchema = z.object({
  state: z.enum(OfferLinkState),
  /** Why it is closed (state expired). */
  gone: z.enum(OfferLinkGone).nullable(),
  answer: z.enum(OfferAnswerChoice).nullable(),
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  offer: publicOfferDetailSchema.nullable(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** POST /api/out/offers/:token/answer: accept, or decline with one of the company's 拒绝Offer原因. */
export const offerAnswerSchema = z
  .object({
    answer: z.enum(OfferAnswerChoice, { error: '请选择接受或拒绝Offer' }),
    reasonId: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankToUndefined(v)),
      z.number({ error: '请选择拒绝原因' }).int('请选择拒绝原因').positive('请选择拒绝原因').optional(),
    ),
    comment: z.preprocess(
      blankToUndefined,
      z
        .string({ error: '补充说明须为文字' })
        .trim()
        .refine((t) => textLength(t) <= OFFER_ANSWER_COMMENT_MAX, `补充说明${maxTextLengthMessage(OFFER_ANSWER_COMMENT_MAX)}`)
        .optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.answer === OfferAnswerChoice.Decline && body.reasonId === undefined) ctx.addIssue({ code: 'custom', path: ['reasonId'], message: '请选择拒绝原因' });
  });
export type OfferAnswer = z.infer<typeof offerAnswerSchema>;
