// The new hire's 入职登记 (/out/feedback/join?token=…): GET the form, PUT 保存, POST 提交, and
// the documents. Every call answers the form as it now stands, which replaces what the page shows.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingDocumentKind, OnboardingFormDraft, PublicOnboardingForm } from '@bole/domain';
import { http } from '../../../api/http';

const base = (token: string) => `/api/out/onboarding-forms/${encodeURIComponent(token)}`;

// The page shows its own states; no toast on top of them.
export const joinFormQuery = (token: string) =>
  queryOptions({ queryKey: ['out-onboarding-form', token], queryFn: () => http.get<PublicOnboardingForm>(base(token), undefined, { silent: true }), retry: false, enabled: token !== '' });

export function useJoinForm(token: string) {
  return useQuery(joinFormQuery(token));
}

export function useJoinFormActions(token: string) {
  const client = useQueryClient();
  const onSuccess = (data: PublicOnboardingForm) => client.setQueryData(joinFormQuery(token).queryKey, data);
  return {
    save: useMutation({ mutationFn: (draft: OnboardingFormDraft) => http.put<PublicOnboardingForm>(base(token), draft, { silent: true }), onSuccess }),
    submit: useMutation({ mutationFn: (draft: OnboardingFormDraft) => http.post<PublicOnboardingForm>(`${base(token)}/submit`, draft, { silent: true }), onSuccess }),
    upload: useMutation({
      mutationFn: ({ kind, file }: { kind: OnboardingDocumentKind; file: File }) => {
        const form = new FormData();
        form.append('file', file);
        return http.post<PublicOnboardingForm>(`${base(token)}/files?kind=${kind}`, form, { silent: true });
      },
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (fileId: number) => http.delete<PublicOnboardingForm>(`${base(token)}/files/${fileId}`, { silent: true }), onSuccess }),
  };
}
