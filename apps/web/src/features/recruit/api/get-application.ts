// GET /api/applications/{id}: one candidate in one job as the server holds him now (his stage,
// outcome and whether he is still in the job's process).
import type { Application } from '@bole/domain';
import { http } from '../../../api/http';

export function getApplication(id: number): Promise<Application> {
  return http.get<Application>(`/api/applications/${id}`, undefined, { silent: true });
}
