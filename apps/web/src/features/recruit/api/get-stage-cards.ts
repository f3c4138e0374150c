// GET /api/jobs/{id}/board/{stageId}: the next cards of one stage (加载更多), or its first page
// again when a column is reloaded after a conflict.
import type { ApplicationView, BoardStagePage } from '@bole/domain';
import { http } from '../../../api/http';
import { BOARD_PAGE_SIZE } from './get-board';

export function getStageCards(jobId: number, stageId: number, view: ApplicationView, cursor: string | null): Promise<BoardStagePage> {
  return http.get<BoardStagePage>(`/api/jobs/${jobId}/board/${stageId}`, { view, pageSize: BOARD_PAGE_SIZE, cursor: cursor ?? undefined });
}
