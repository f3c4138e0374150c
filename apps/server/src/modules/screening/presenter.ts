// Rows -> API shapes of recommendations; `overdue` is read against the clock of the request.
import { RecommendationFeedback, type Recommendation, type ScreeningItem } from '@bole/domain';
import { ageOf } from '../resumes/derive';
import type { ItemRow, RecommendationRow } from './repository';

export function presentRecommendation(r: RecommendationRow, now = new Date()): Recommendation {
  return {
    id: r.id,
    applicationId: r.applicationId,
    resumeId: r.resumeId,
    resumeName: r.resumeName,
    jobId: r.jobId,
    jobName: r.jobName,
    recipientId: r.recipientId,
    recipientName: r.recipientName,
    pushedById: r.pushedById,
    pushedByName: r.pushedByName,
    message: r.message,
    replyBy: r.replyBy.toISOString(),
    feedback: r.feedback,
    comment: r.comment,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    overdue: r.feedback === RecommendationFeedback.Awaiting && r.replyBy.getTime() < now.getTime(),
    createdAt: r.createdAt.toISOString(),
  };
}

export function presentItem(r: ItemRow, now = new Date()): ScreeningItem {
  return {
    ...presentRecommendation(r, now),
    gender: r.gender,
    age: ageOf(r),
    topDegree: r.topDegree,
    workYearsScale: r.workYearsScale,
    workCity: r.workCity,
    lastCompany: r.lastCompany,
    lastJobTitle: r.lastJobTitle,
  };
}
