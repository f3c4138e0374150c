// GET /api/portal-settings/overview: 官网概览 (address, open or not, jobs shown, visits, applications).
import { useQuery } from '@tanstack/react-query';
import type { PortalOverview } from '@bole/domain';
import { http } from '../../../api/http';
import { portalKeys } from './settings';

export function usePortalOverview() {
  return useQuery({ queryKey: portalKeys.overview, queryFn: () => http.get<PortalOverview>('/api/portal-settings/overview'), staleTime: 30_000 });
}
