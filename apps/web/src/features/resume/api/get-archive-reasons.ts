// GET /api/archive-reasons: the company's archive reasons of every type (the server writes the
// defaults on the first read), in tab order and the administrator's order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArchiveReason } from '@bole/domain';
import { http } from '../../../api/http';

export const archiveReasonsKey = ['resume', 'archive-reasons'] as const;

export function getArchiveReasons(): Promise<ArchiveReason[]> {
  return http.get<ArchiveReason[]>('/api/archive-reasons');
}

export const archiveReasonsQuery = () => queryOptions({ queryKey: archiveReasonsKey, queryFn: getArchiveReasons, staleTime: 60_000 });

export function useArchiveReasons() {
  return useQuery(archiveReasonsQuery());
}
