// GET /api/common/menu?sysType=: the side navigation of the current sys mode.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuItem } from '@bole/domain';
import type { SysType } from '../lib/session';
import { http } from './http';
import { queryKeys } from './query-keys';

export function getMenu(sysType: SysType): Promise<MenuItem[]> {
  return http.get<MenuItem[]>('/api/common/menu', { sysType });
}

export const menuQuery = (sysType: SysType) =>
  queryOptions({ queryKey: queryKeys.menu(sysType), queryFn: () => getMenu(sysType), staleTime: 10 * 60 * 1000 });

export function useMenu(sysType: SysType) {
  return useQuery(menuQuery(sysType));
}
