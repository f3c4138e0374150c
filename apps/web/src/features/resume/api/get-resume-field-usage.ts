// GET /api/resume-fields/:id/usage: how many resumes hold a value of the field (and of each
// option), asked right before a delete so the confirmation names the impact.
import type { ResumeFieldUsage } from '@bole/domain';
import { http } from '../../../api/http';

export function getResumeFieldUsage(id: number): Promise<ResumeFieldUsage> {
  return http.get<ResumeFieldUsage>(`/api/resume-fields/${id}/usage`);
}
