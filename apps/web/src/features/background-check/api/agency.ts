// The agency's page (/out/check?token=…): GET the order, POST start, POST the findings and the PDF.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackgroundCheckFindings, PublicBackgroundCheck } from '@bole/domain';
import { http } from '../../../api/http';

const base = (token: string) => `/api/out/background-checks/${encodeURIComponent(token)}`;

// The page shows its own states; no toast on top of them.
export const agencyCheckQuery = (token: string) =>
  queryOptions({ queryKey: ['out-background-check', token], queryFn: () => http.get<PublicBackgroundCheck>(base(token), undefined, { silent: true }), retry: false, enabled: token !== '' });

export function useAgencyCheck(token: string) {
  return useQuery(agencyCheckQuery(token));
}

/** Start and submit answer the check as it now stands, which replaces what the page shows. */
export function useStartCheck(token: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => http.post<PublicBackgroundCheck>(`${base(token)}/start`, {}, { silent: true }), onSuccess: (data) => client.setQueryData(agencyCheckQuery(token).queryKey, data) });
}

export function useSubmitReport(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ findings, file }: { findings: BackgroundCheckFindings; file: File }) => {
      const form = new FormData();
      form.append('findings', JSON.stringify(findings));
      form.append('file', file);
      return http.post<PublicBackgroundCheck>(`${base(token)}/report`, form, { silent: true });
    },
    onSuccess: (data) => client.setQueryData(agencyCheckQuery(token).queryKey, data),
  });
}
