// GET /api/company/assets: balances per point kind, packages and one page of the ledger.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyAssets, CompanyAssetsQuery } from '@bole/domain';
import { http } from '../../../api/http';

export type AssetsParams = Partial<CompanyAssetsQuery>;

export const pointKeys = { all: ['points'] as const, assets: (q: AssetsParams) => ['points', 'assets', q] as const };

export function getAssets(params: AssetsParams): Promise<CompanyAssets> {
  return http.get<CompanyAssets>('/api/company/assets', params);
}

export const assetsQuery = (params: AssetsParams) => queryOptions({ queryKey: pointKeys.assets(params), queryFn: () => getAssets(params), placeholderData: keepPreviousData });

export function useAssets(params: AssetsParams) {
  return useQuery(assetsQuery(params));
}
