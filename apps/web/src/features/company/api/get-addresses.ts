// GET /api/company/addresses: one page of interview and office addresses, default first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressRow, Page, PageQuery } from '@bole/domain';
import { PAGE_SIZE_MAX } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys, type ListParams } from './keys';

export type AddressListParams = ListParams<PageQuery>;

export function getAddresses(params: AddressListParams): Promise<Page<AddressRow>> {
  return http.get<Page<AddressRow>>('/api/company/addresses', params);
}

export const addressesQuery = (params: AddressListParams) =>
  queryOptions({ queryKey: companyKeys.addresses.list(params), queryFn: () => getAddresses(params), placeholderData: keepPreviousData });

export function useAddresses(params: AddressListParams) {
  return useQuery(addressesQuery(params));
}

/** Every address (one page of the largest size), for pickers. */
export function useAddressOptions() {
  const query = useQuery(addressesQuery({ page: 1, pageSize: PAGE_SIZE_MAX }));
  const options = (query.data?.list ?? []).map((a) => ({ value: a.id, label: a.isDefault ? `${a.name}（默认）` : a.name }));
  return { ...query, options };
}
