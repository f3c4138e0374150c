// GET /api/recruit-stages: the company's stage library in its order, with usage counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecruitStage } from '@bole/domain';
import { http } from '../../../api/http';
import { processKeys } from './keys';

export function getStages(): Promise<RecruitStage[]> {
  return http.get<RecruitStage[]>('/api/recruit-stages', undefined, { silent: true });
}

export const stagesQuery = () => queryOptions({ queryKey: processKeys.stages, queryFn: getStages, staleTime: 30_000 });

export function useStages() {
  return useQuery(stagesQuery());
}
