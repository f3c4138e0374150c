// 入职资料 of one application (apps/server/src/modules/onboarding-forms): the block, sending the
// link and reopening (220011), the full numbers and the documents (250035, token header: each read
// is recorded, so the cookie alone is refused).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingDocument, OnboardingForm, OnboardingSensitive } from '@bole/domain';
import { download } from '../../../api/download';
import { http } from '../../../api/http';

const base = (applicationId: number) => `/api/applications/${applicationId}/onboarding-form`;
export const onboardingFormKeys = {
  all: ['onboarding-form'] as const,
  of: (applicationId: number) => ['onboarding-form', applicationId] as const,
};

export const onboardingFormQuery = (applicationId: number, enabled = true) =>
  queryOptions({ queryKey: onboardingFormKeys.of(applicationId), queryFn: () => http.get<OnboardingForm>(base(applicationId), undefined, { silent: true }), enabled });

export function useOnboardingForm(applicationId: number, enabled = true) {
  return useQuery(onboardingFormQuery(applicationId, enabled));
}

/** 发送 and 重新开放 answer the block as it now stands; the 入职管理 list's column changes too. */
export function useOnboardingFormActions(applicationId: number) {
  const client = useQueryClient();
  const onSuccess = (data: OnboardingForm) => {
    client.setQueryData(onboardingFormKeys.of(applicationId), data);
    return client.invalidateQueries({ queryKey: ['onboarding'] });
  };
  return {
    send: useMutation({ mutationFn: () => http.post<OnboardingForm>(`${base(applicationId)}/send`, {}, { silent: true }), onSuccess }),
    reopen: useMutation({ mutationFn: () => http.post<OnboardingForm>(`${base(applicationId)}/reopen`, {}, { silent: true }), onSuccess }),
  };
}

/** Read on each click, never cached: every read is recorded on the server. */
export function useSensitive(applicationId: number) {
  return useMutation({ mutationFn: () => http.get<OnboardingSensitive>(`${base(applicationId)}/sensitive`, undefined, { silent: true }) });
}

export function downloadDocument(applicationId: number, file: Pick<OnboardingDocument, 'id' | 'fileName'>): Promise<void> {
  return download({ url: `${base(applicationId)}/files/${file.id}`, fileName: file.fileName });
}
