// PUT /api/company/addresses/:id: saves the whole address (also to make it the default).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressRow, AddressSave } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export type UpdateAddressInput = { id: number; body: AddressSave; silent?: boolean };

export function updateAddress({ id, body, silent }: UpdateAddressInput): Promise<AddressRow> {
  return http.put<AddressRow>(`/api/company/addresses/${id}`, body, { silent });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    // Meeting rooms show their address name.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: companyKeys.addresses.all }), queryClient.invalidateQueries({ queryKey: companyKeys.meetingRooms.all })]),
  });
}
