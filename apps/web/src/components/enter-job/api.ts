// The calls of 加入职位 (shared by the talent pool, the upload drawer and the mailbox lists): the
// open jobs to choose from, the chosen job's stages, and entering the resumes.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { JobStatus, type ApplicationBulkCreate, type ApplicationBulkCreated, type JobPage, type JobStage } from '@bole/domain';
import { http } from '../../api/http';

const keys = {
  jobs: (keyword: string) => ['enter-job', 'jobs', keyword] as const,
  stages: (jobId: number) => ['enter-job', 'stages', jobId] as const,
};

/** GET /api/jobs: the 招聘中 jobs the caller sees, by name. */
export function getOpenJobs(keyword: string): Promise<JobPage> {
  return http.get<JobPage>('/api/jobs', { status: JobStatus.Open, keyword, pageSize: 50 });
}

export function useOpenJobs(keyword: string, enabled: boolean) {
  return useQuery({ queryKey: keys.jobs(keyword), queryFn: () => getOpenJobs(keyword), placeholderData: keepPreviousData, enabled });
}

/** GET /api/jobs/{id}/stages: the enabled stages of the job's process, in order. */
export function getJobStages(jobId: number): Promise<JobStage[]> {
  return http.get<JobStage[]>(`/api/jobs/${jobId}/stages`);
}

export function useJobStages(jobId: number | null) {
  return useQuery({ queryKey: keys.stages(jobId ?? 0), queryFn: () => getJobStages(jobId!), enabled: jobId !== null });
}

/** POST /api/applications/bulk: each resume answered on its own; a whole-request refusal is shown by the dialog. */
export function enterJob(body: ApplicationBulkCreate): Promise<ApplicationBulkCreated> {
  return http.post<ApplicationBulkCreated>('/api/applications/bulk', body, { silent: true });
}

export function useEnterJob() {
  return useMutation({ mutationFn: enterJob });
}
