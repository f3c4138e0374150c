// PUT /api/company/base: saves the whole form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyBase, CompanyBaseView } from '@bole/domain';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { companyKeys } from './keys';

export function updateCompanyBase(body: CompanyBase): Promise<CompanyBaseView> {
  return http.put<CompanyBaseView>('/api/company/base', body, { silent: true });
}

export function useUpdateCompanyBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyBase,
    onSuccess: (saved) => {
      queryClient.setQueryData(companyKeys.base(), saved);
      // The header shows the company name from the account info.
      return queryClient.invalidateQueries({ queryKey: queryKeys.account.info() });
    },
  });
}
