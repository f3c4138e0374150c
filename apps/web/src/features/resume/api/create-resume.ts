// POST /api/resumes: stores a resume and answers its id and parseStatus (姓名最多30个字符 stores nothing).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeCreate, ResumeCreated } from '@bole/domain';
import { http } from '../../../api/http';
import { afterResumeChange } from './invalidate';

export function createResume(body: ResumeCreate): Promise<ResumeCreated> {
  return http.post<ResumeCreated>('/api/resumes', body, { silent: true });
}

export function useCreateResume() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createResume, onSuccess: () => afterResumeChange(queryClient) });
}
