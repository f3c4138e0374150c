import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../query-keys';
import { buildLookup, loadBasedata } from './cache';
import type { BasedataItem } from './cache';

export const basedataQuery = (list: string) =>
  queryOptions({ queryKey: queryKeys.basedata.list(list), queryFn: () => loadBasedata(list), staleTime: Infinity, gcTime: Infinity });

const EMPTY: BasedataItem[] = [];

/** A reference list with a code -> name lookup; `nameOf` answers '' for unknown codes. */
export function useBasedata(list: string) {
  const query = useQuery(basedataQuery(list));
  const items = query.data ?? EMPTY;
  const lookup = useMemo(() => buildLookup(items), [items]);
  const nameOf = (code: string | number | null | undefined) => (code === null || code === undefined ? '' : (lookup.get(String(code)) ?? ''));
  const options = useMemo(() => items.map((item) => ({ value: item.code, label: item.name })), [items]);
  return { items, options, lookup, nameOf, isLoading: query.isLoading, error: query.error };
}
