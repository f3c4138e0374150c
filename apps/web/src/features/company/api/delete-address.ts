// DELETE /api/company/addresses/:id: refused while meeting rooms use the address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function deleteAddress(id: number): Promise<unknown> {
  return http.delete<unknown>(`/api/company/addresses/${id}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.addresses.all }) });
}
