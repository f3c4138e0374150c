// PUT /api/offer-fields/standard (the standard fields' switches) and the custom offer fields:
// POST /api/offer-fields, PATCH and DELETE /api/offer-fields/:id, POST /api/offer-fields/reorder,
// GET /api/offer-fields/:id/usage. All need Offer字段 (380003).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomField, CustomFieldCreate, CustomFieldUpdate, OfferFieldSettings, OfferFieldUsage, OfferStandardSave } from '@bole/domain';
import { http } from '../../../api/http';
import { offerSettingsKeys } from './keys';

export const saveOfferStandardFields = (body: OfferStandardSave) => http.put<OfferFieldSettings>('/api/offer-fields/standard', body);
export const createOfferField = (body: CustomFieldCreate) => http.post<CustomField>('/api/offer-fields', body, { silent: true });
export const updateOfferField = ({ id, body, silent = true }: { id: number; body: CustomFieldUpdate; silent?: boolean }) =>
  http.patch<CustomField>(`/api/offer-fields/${id}`, body, { silent });
export const deleteOfferField = (id: number) => http.delete<{ offerCount: number }>(`/api/offer-fields/${id}`);
export const reorderOfferFields = (ids: number[]) => http.post<CustomField[]>('/api/offer-fields/reorder', { ids });
/** Asked right before a delete or an options edit, so the confirmation names the impact. */
export const getOfferFieldUsage = (id: number) => http.get<OfferFieldUsage>(`/api/offer-fields/${id}/usage`);

export function useOfferFieldChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: offerSettingsKeys.all });
  const setCustom = (custom: CustomField[]) =>
    queryClient.setQueryData<OfferFieldSettings>(offerSettingsKeys.fields, (old) => (old ? { ...old, custom } : old));
  return {
    // The answer is the whole settings, so the page shows what the server keeps in force.
    saveStandard: useMutation({ mutationFn: saveOfferStandardFields, onSuccess: (settings) => queryClient.setQueryData(offerSettingsKeys.fields, settings) }),
    create: useMutation({ mutationFn: createOfferField, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateOfferField, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteOfferField, onSuccess: refresh }),
    reorder: useMutation({ mutationFn: reorderOfferFields, onSuccess: setCustom }),
  };
}
