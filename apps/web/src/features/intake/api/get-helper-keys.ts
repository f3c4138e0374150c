// GET /api/helper/keys: the caller's helper keys, or with `all` the company's (340007).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelperKeyRow } from '@bole/domain';
import { http } from '../../../api/http';
import { helperQueryKeys } from './helper-query-keys';

export function getHelperKeys(all: boolean): Promise<HelperKeyRow[]> {
  return http.get<HelperKeyRow[]>('/api/helper/keys', all ? { all: true } : undefined);
}

export const helperKeysQuery = (all: boolean) => queryOptions({ queryKey: helperQueryKeys.keys(all), queryFn: () => getHelperKeys(all) });

export function useHelperKeys(all = false) {
  return useQuery(helperKeysQuery(all));
}
