// Offer模板 API (apps/server/src/modules/offer-letters/routes.ts): the company's templates (the
// default first), saving, 复制 and 删除; every change refetches the list and the previews.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferLetterTemplate, OfferLetterTemplateSave } from '@bole/domain';
import { http } from '../../../api/http';
import { offerLetterKeys } from './keys';

const URL = '/api/offer-letter-templates';

// Silent: the page shows its own error state.
export const offerLetterTemplatesQuery = () => queryOptions({ queryKey: offerLetterKeys.templates, queryFn: () => http.get<OfferLetterTemplate[]>(URL, undefined, { silent: true }) });

export function useOfferLetterTemplates() {
  return useQuery(offerLetterTemplatesQuery());
}

function useTemplateChange<V, R>(change: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => client.invalidateQueries({ queryKey: offerLetterKeys.all }) });
}

// Silent: the editor shows the server's messages on its fields.
export const useSaveOfferLetterTemplate = () =>
  useTemplateChange(({ id, body }: { id: number | null; body: OfferLetterTemplateSave }) =>
    id === null ? http.post<OfferLetterTemplate>(URL, body, { silent: true }) : http.put<OfferLetterTemplate>(`${URL}/${id}`, body, { silent: true }),
  );

export const useCopyOfferLetterTemplate = () => useTemplateChange((id: number) => http.post<OfferLetterTemplate>(`${URL}/${id}/copy`, {}));

export const useDeleteOfferLetterTemplate = () => useTemplateChange((id: number) => http.delete<null>(`${URL}/${id}`));

/** 设为默认: the template saved as it is, with the flag. */
export const useMakeDefault = () => useTemplateChange((t: OfferLetterTemplate) => http.put<OfferLetterTemplate>(`${URL}/${t.id}`, { name: t.name, content: t.content, isDefault: true }));
