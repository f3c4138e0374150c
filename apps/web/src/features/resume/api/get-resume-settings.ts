// GET /api/resume-settings: 简历设置 of the company; the resume forms read the required fields.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeRequirableField, ResumeSettingsResponse } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

// Silent: the settings page shows its own error state, and a form falls back to 姓名 only.
export function getResumeSettings(): Promise<ResumeSettingsResponse> {
  return http.get<ResumeSettingsResponse>('/api/resume-settings', undefined, { silent: true });
}

export const resumeSettingsQuery = () => queryOptions({ queryKey: resumeKeys.settings, queryFn: getResumeSettings, staleTime: 60_000 });

export function useResumeSettings(enabled = true) {
  return useQuery({ ...resumeSettingsQuery(), enabled });
}

/** The fields the company requires when HR enters a resume by hand (none until the settings load). */
export function useRequiredResumeFields(): readonly ResumeRequirableField[] {
  return useResumeSettings().data?.requiredFields ?? [];
}
