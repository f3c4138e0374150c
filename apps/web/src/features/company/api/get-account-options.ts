// GET /api/company/accounts/options: the active accounts, for pickers (leaders, members, hand-over).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountOption } from '@bole/domain';
import { useMemo } from 'react';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function getAccountOptions(): Promise<AccountOption[]> {
  return http.get<AccountOption[]>('/api/company/accounts/options');
}

export const accountOptionsQuery = () => queryOptions({ queryKey: companyKeys.accounts.options(), queryFn: getAccountOptions, staleTime: 60_000 });

/** The active accounts plus Select options `{ value: id, label: userName }`. */
export function useAccountOptions() {
  const query = useQuery(accountOptionsQuery());
  const options = useMemo(() => (query.data ?? []).map((a) => ({ value: a.id, label: a.userName })), [query.data]);
  return { ...query, options };
}
