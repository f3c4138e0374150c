// 面试登记表字段 (380005): GET /api/interview-register-fields and its changes, for /user/manage/interviewregister.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomField, CustomFieldCreate, CustomFieldUpdate, InterviewRegisterFieldUsage } from '@bole/domain';
import { http } from '../../../api/http';

const BASE = '/api/interview-register-fields';
export const registerFieldKeys = { all: ['interview-register-fields'] as const };

export const getRegisterFields = () => http.get<CustomField[]>(BASE);
export const registerFieldsQuery = () => queryOptions({ queryKey: registerFieldKeys.all, queryFn: getRegisterFields, staleTime: 60_000 });
export const useRegisterFields = () => useQuery(registerFieldsQuery());

export const createRegisterField = (body: CustomFieldCreate) => http.post<CustomField>(BASE, body, { silent: true });
export const updateRegisterField = ({ id, body, silent = true }: { id: number; body: CustomFieldUpdate; silent?: boolean }) => http.patch<CustomField>(`${BASE}/${id}`, body, { silent });
export const deleteRegisterField = (id: number) => http.delete<{ registrationCount: number }>(`${BASE}/${id}`);
export const reorderRegisterFields = (ids: number[]) => http.post<CustomField[]>(`${BASE}/reorder`, { ids });
/** Asked right before a delete or an options edit, so the confirmation names the impact. */
export const getRegisterFieldUsage = (id: number) => http.get<InterviewRegisterFieldUsage>(`${BASE}/${id}/usage`);

export function useRegisterFieldChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: registerFieldKeys.all });
  return {
    create: useMutation({ mutationFn: createRegisterField, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateRegisterField, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteRegisterField, onSuccess: refresh }),
    reorder: useMutation({ mutationFn: reorderRegisterFields, onSuccess: (fields) => queryClient.setQueryData(registerFieldKeys.all, fields) }),
  };
}
