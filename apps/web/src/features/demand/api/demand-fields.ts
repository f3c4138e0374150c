// 招聘需求字段 (380002): GET /api/demand-fields for the settings page and 其他信息 of the demand
// form; POST, PATCH, DELETE, reorder and usage for the settings page.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomField, CustomFieldCreate, CustomFieldUpdate, DemandFieldUsage } from '@bole/domain';
import { useMemo } from 'react';
import { http } from '../../../api/http';
import { demandKeys } from './keys';

export const getDemandFields = () => http.get<CustomField[]>('/api/demand-fields');
export const demandFieldsQuery = () => queryOptions({ queryKey: demandKeys.fields, queryFn: getDemandFields, staleTime: 60_000 });

export function useDemandFields() {
  return useQuery(demandFieldsQuery());
}

/** The fields demands fill in now: the enabled ones. */
export function useEnabledDemandFields() {
  const query = useDemandFields();
  const fields = useMemo(() => (query.data ?? []).filter((f) => f.enabled), [query.data]);
  return { ...query, fields };
}

export const createDemandField = (body: CustomFieldCreate) => http.post<CustomField>('/api/demand-fields', body, { silent: true });
export const updateDemandField = ({ id, body, silent = true }: { id: number; body: CustomFieldUpdate; silent?: boolean }) =>
  http.patch<CustomField>(`/api/demand-fields/${id}`, body, { silent });
export const deleteDemandField = (id: number) => http.delete<{ demandCount: number }>(`/api/demand-fields/${id}`);
export const reorderDemandFields = (ids: number[]) => http.post<CustomField[]>('/api/demand-fields/reorder', { ids });
/** Asked right before a delete or an options edit, so the confirmation names the impact. */
export const getDemandFieldUsage = (id: number) => http.get<DemandFieldUsage>(`/api/demand-fields/${id}/usage`);

export function useDemandFieldChanges() {
  const queryClient = useQueryClient();
  // Removing a field or options clears values of demands, so their details refresh too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: demandKeys.all });
  return {
    create: useMutation({ mutationFn: createDemandField, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateDemandField, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteDemandField, onSuccess: refresh }),
    reorder: useMutation({ mutationFn: reorderDemandFields, onSuccess: (fields) => queryClient.setQueryData(demandKeys.fields, fields) }),
  };
}
