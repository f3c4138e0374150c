// GET /api/archive-reasons?enabled=true: the company's enabled 归档原因 of every type, for the
// 淘汰, 归档 and 离职 pickers.
import { useQuery } from '@tanstack/react-query';
import type { ArchiveReason } from '@bole/domain';
import { http } from '../../../api/http';

export function getEnabledReasons(): Promise<ArchiveReason[]> {
  return http.get<ArchiveReason[]>('/api/archive-reasons', { enabled: true });
}

export function useEnabledReasons() {
  return useQuery({ queryKey: ['recruit', 'reasons'], queryFn: getEnabledReasons, staleTime: 60_000 });
}
