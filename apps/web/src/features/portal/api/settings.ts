// GET and PUT /api/portal-settings/{section}: the careers portal's settings pages, one section each.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyFormSettings, ApplyFormSettingsInput, JobGuide, PortalBranding, PortalOptions, PortalSite } from '@bole/domain';
import { http } from '../../../api/http';

/** What each section answers, and what saving it sends. */
export type PortalSections = {
  'apply-form': { value: ApplyFormSettings; body: ApplyFormSettingsInput };
  site: { value: PortalSite; body: PortalSite };
  options: { value: PortalOptions; body: PortalOptions };
  branding: { value: PortalBranding; body: PortalBranding };
  'job-guide': { value: JobGuide; body: JobGuide };
};
export type PortalSection = keyof PortalSections;

export const portalKeys = {
  all: ['portal'] as const,
  section: (section: PortalSection) => ['portal', 'settings', section] as const,
  overview: ['portal', 'overview'] as const,
};

export const portalSectionQuery = <S extends PortalSection>(section: S) =>
  queryOptions({
    queryKey: portalKeys.section(section),
    // Silent: the page shows its own error state; the job drawer simply shows no guide.
    queryFn: () => http.get<PortalSections[S]['value']>(`/api/portal-settings/${section}`, undefined, { silent: true }),
    staleTime: 60_000,
  });

export function usePortalSection<S extends PortalSection>(section: S, enabled = true) {
  return useQuery({ ...portalSectionQuery(section), enabled });
}

export function useSavePortalSection<S extends PortalSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalSections[S]['body']) => http.put<PortalSections[S]['value']>(`/api/portal-settings/${section}`, body, { silent: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(portalKeys.section(section), saved);
      return queryClient.invalidateQueries({ queryKey: portalKeys.overview });
    },
  });
}
