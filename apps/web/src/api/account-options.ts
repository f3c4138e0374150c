// GET /api/company/accounts/options: the company's active accounts, for owner names and pickers
// (the talent pool, custom 团队成员 fields, jobs).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountOption } from '@bole/domain';
import { useMemo } from 'react';
import { http } from './http';

export function getAccountOptions(): Promise<AccountOption[]> {
  return http.get<AccountOption[]>('/api/company/accounts/options', undefined, { silent: true });
}

export const accountOptionsQuery = () => queryOptions({ queryKey: ['account-options'], queryFn: getAccountOptions, staleTime: 60_000 });

/** Select options `{ value: id, label: userName }` and an id -> name lookup. */
export function useAccountOptions() {
  const query = useQuery(accountOptionsQuery());
  const options = useMemo(() => (query.data ?? []).map((a) => ({ value: a.id, label: a.userName })), [query.data]);
  const names = useMemo(() => new Map((query.data ?? []).map((a) => [a.id, a.userName])), [query.data]);
  return { ...query, options, names };
}
