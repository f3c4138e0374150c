// Links a candidate opens without login to answer HR (/out/feedback/userc/*): confirm entry,
// answer an offer, or give up. Each link asks one question and takes one answer.

/** What a feedback link asks; the value is also the page under /out/feedback/userc/. */
export const CandidateFeedbackKind = { Join: 'join', Offer: 'offer', Abandon: 'abandon' } as const;
export type CandidateFeedbackKind = (typeof CandidateFeedbackKind)[keyof typeof CandidateFeedbackKind];
export const CANDIDATE_FEEDBACK_KINDS = Object.values(CandidateFeedbackKind) as [CandidateFeedbackKind, ...CandidateFeedbackKind[]];
export const candidateFeedbackKindLabels: Record<CandidateFeedbackKind, string> = {
  join: '确认入职',
  offer: 'Offer反馈',
  abandon: '放弃入职',
};

/** The candidate's answer: yes or no to the link's question (a give-up link only takes yes). */
export const CandidateFeedbackAnswer = { Accept: 'accept', Decline: 'decline' } as const;
export type CandidateFeedbackAnswer = (typeof CandidateFeedbackAnswer)[keyof typeof CandidateFeedbackAnswer];
export const CANDIDATE_FEEDBACK_ANSWERS = Object.values(CandidateFeedbackAnswer) as [CandidateFeedbackAnswer, ...CandidateFeedbackAnswer[]];
export const candidateFeedbackAnswerLabels: Record<CandidateFeedbackAnswer, string> = { accept: '同意', decline: '不同意' };

/** The words of each answer per kind, as the candidate's buttons and HR's records read them. */
export const candidateFeedbackAnswerWords: Record<CandidateFeedbackKind, Partial<Record<CandidateFeedbackAnswer, string>>> = {
  join: { accept: '确认按时入职', decline: '无法按时入职' },
  offer: { accept: '接受Offer', decline: '拒绝Offer' },
  abandon: { accept: '确认放弃入职' },
};

/** Whether a kind of link takes the answer. */
export function isFeedbackAnswerAllowed(kind: CandidateFeedbackKind, answer: CandidateFeedbackAnswer): boolean {
  return candidateFeedbackAnswerWords[kind][answer] !== undefined;
}

/** How long a link stays open, in days. */
export const FEEDBACK_LINK_DAYS = [1, 3, 7, 15, 30] as const;
export type FeedbackLinkDays = (typeof FEEDBACK_LINK_DAYS)[number];

/** Where a link stands: waiting for the answer, answered, past its time, or closed by HR. */
export const FeedbackLinkStatus = { Open: 'open', Answered: 'answered', Expired: 'expired', Revoked: 'revoked' } as const;
export type FeedbackLinkStatus = (typeof FeedbackLinkStatus)[keyof typeof FeedbackLinkStatus];
export const feedbackLinkStatusLabels: Record<FeedbackLinkStatus, string> = {
  open: '待反馈',
  answered: '已反馈',
  expired: '已过期',
  revoked: '已撤销',
};
