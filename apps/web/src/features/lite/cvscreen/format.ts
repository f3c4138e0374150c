// How a pushed resume reads on the hiring manager's cards and resume page.
import { codeLabel, degreeLabels, genderLabels, RecommendationFeedback, recommendationFeedbackLabels, workYearsLabels, type ScreeningItem } from '@bole/domain';
import type { TagColor } from '../../../components/plain/Tag';
import { formatDateTime } from '../../../lib/time';

/** '男 · 32岁 · 本科 · 5年经验 · 杭州', missing facts left out. */
export function candidateFacts(item: Pick<ScreeningItem, 'gender' | 'age' | 'topDegree' | 'workYearsScale' | 'workCity'>): string {
  const years = codeLabel(workYearsLabels, item.workYearsScale, '');
  return [codeLabel(genderLabels, item.gender, ''), item.age === null ? '' : `${item.age}岁`, codeLabel(degreeLabels, item.topDegree, ''), years && `${years}经验`, item.workCity ?? '']
    .filter(Boolean)
    .join(' · ');
}

export const FEEDBACK_COLORS: Record<number, TagColor> = {
  [RecommendationFeedback.Awaiting]: 'processing',
  [RecommendationFeedback.Passed]: 'success',
  [RecommendationFeedback.Failed]: 'error',
  [RecommendationFeedback.Pending]: 'warning',
};

export const feedbackLabel = (feedback: number) => codeLabel(recommendationFeedbackLabels, feedback, '待反馈');

/** Whether the recipient may still answer: 待反馈, or 待定 (which 通过/未通过 may follow). */
export const isAnswerable = (feedback: number) => feedback === RecommendationFeedback.Awaiting || feedback === RecommendationFeedback.Pending;

/** '请于 2026-03-10 18:00 前反馈', or that the time has passed. */
export function deadlineText(item: Pick<ScreeningItem, 'replyBy' | 'overdue'>): string {
  return item.overdue ? `已超过反馈截止时间（${formatDateTime(item.replyBy)}）` : `请于 ${formatDateTime(item.replyBy)} 前反馈`;
}
