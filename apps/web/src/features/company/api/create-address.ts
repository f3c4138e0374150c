// POST /api/company/addresses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressRow, AddressSave } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function createAddress(body: AddressSave): Promise<AddressRow> {
  return http.post<AddressRow>('/api/company/addresses', body, { silent: true });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.addresses.all }) });
}
