// GET /api/company/base: the company's own information.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyBaseView } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function getCompanyBase(): Promise<CompanyBaseView> {
  return http.get<CompanyBaseView>('/api/company/base');
}

export const companyBaseQuery = () => queryOptions({ queryKey: companyKeys.base(), queryFn: getCompanyBase });

export function useCompanyBase() {
  return useQuery(companyBaseQuery());
}
