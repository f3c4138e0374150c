// GET /api/common/lite/counts: the work waiting per lite menu entry, for the menu's badges and
// for where /lite lands a 用人经理 or 前台.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LiteCounts } from '@bole/domain';
import { http } from './http';
import { queryKeys } from './query-keys';

export function getLiteCounts(): Promise<LiteCounts> {
  return http.get<LiteCounts>('/api/common/lite/counts');
}

export const liteCountsQuery = () => queryOptions({ queryKey: queryKeys.liteCounts, queryFn: getLiteCounts, staleTime: 30 * 1000 });

/** The counts by menu key; empty while loading or when the call fails (the menu then shows no badges). */
export function useLiteCounts(enabled = true): ReadonlyMap<string, number> {
  const { data } = useQuery({ ...liteCountsQuery(), enabled });
  return useMemo(() => new Map((data ?? []).map((c) => [c.key, c.count])), [data]);
}
