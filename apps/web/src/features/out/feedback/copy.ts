// What each kind of link asks the candidate, and how each answer reads back to him.
import { candidateFeedbackAnswerWords, type CandidateFeedbackAnswer, type CandidateFeedbackKind } from '@bole/domain';

export const QUESTIONS: Record<CandidateFeedbackKind, (job: string) => string> = {
  join: (job) => `请确认您是否会按约定日期入职「${job}」。`,
  offer: (job) => `我们已向您发出「${job}」的Offer，请告诉我们您的决定。`,
  abandon: (job) => `您是否确认放弃入职「${job}」？确认后我们将不再为您保留该职位。`,
};

/** The answers a kind of link offers, the positive one first. */
export function answersOf(kind: CandidateFeedbackKind): { value: CandidateFeedbackAnswer; label: string }[] {
  return (Object.entries(candidateFeedbackAnswerWords[kind]) as [CandidateFeedbackAnswer, string][]).map(([value, label]) => ({ value, label }));
}

export const EXPIRE_REASONS: Record<string, string> = {
  expired: '该链接已超过有效期。',
  revoked: '招聘负责人已撤销该链接。',
  unknown: '链接不存在，请确认链接是否完整。',
};
