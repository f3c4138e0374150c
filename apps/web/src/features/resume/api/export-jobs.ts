// Background exports (210004): POST /api/resumes/export/jobs starts one, GET .../jobs/:id
// answers its progress (polled while it runs), GET .../jobs/:id/file downloads the .xlsx
// (also from 导出记录, 340003).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResumeExportJob, ResumeExportRequest } from '@bole/domain';
import { download } from '../../../api/download';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

const POLL_MS = 1500;

export function startExportJob(body: ResumeExportRequest): Promise<ResumeExportJob> {
  return http.post<ResumeExportJob>('/api/resumes/export/jobs', body, { silent: true });
}

export function getExportJob(id: number): Promise<ResumeExportJob> {
  return http.get<ResumeExportJob>(`/api/resumes/export/jobs/${id}`, undefined, { silent: true });
}

const running = (job: ResumeExportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

export function useStartExportJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startExportJob,
    onSuccess: (job) => {
      queryClient.setQueryData(resumeKeys.exportJob(job.id), job);
      return queryClient.invalidateQueries({ queryKey: resumeKeys.exportLogsAll });
    },
  });
}

/** The job's state, asked again every 1.5 s until it is done or failed. */
export function useExportJob(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: resumeKeys.exportJob(id ?? 0),
    queryFn: async () => {
      const job = await getExportJob(id!);
      // The export log shows the job's state too.
      if (!running(job)) void queryClient.invalidateQueries({ queryKey: resumeKeys.exportLogsAll });
      return job;
    },
    enabled: id !== null,
    refetchInterval: (query) => (running(query.state.data) ? POLL_MS : false),
  });
}

/** Saves the finished file under the name the server gives. */
export function downloadExportJob(id: number, fileName: string): Promise<void> {
  return download({ url: `/api/resumes/export/jobs/${id}/file`, fileName });
}
