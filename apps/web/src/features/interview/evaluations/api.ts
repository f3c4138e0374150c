// 面试评价 API (apps/server/src/modules/interviews/evaluations.routes.ts): the company's templates,
// one interview's evaluations (the interviewer's own and, after he submitted, the others'), a
// candidate's interviews side by side, saving an evaluation, the result and 催评价.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationEvaluations, EvaluationRemindResult, EvaluationSubmit, EvaluationTemplate, EvaluationTemplateSave, InterviewEvaluations } from '@bole/domain';
import { http } from '../../../api/http';

export const evaluationKeys = {
  templates: ['interview', 'evaluation-templates'] as const,
  ofInterview: (id: number) => ['interview', 'evaluations', id] as const,
  ofApplication: (id: number) => ['interview', 'application-evaluations', id] as const,
  ofResume: (id: number) => ['interview', 'resume-evaluations', id] as const,
};

export const evaluationTemplatesQuery = () => queryOptions({ queryKey: evaluationKeys.templates, queryFn: () => http.get<EvaluationTemplate[]>('/api/evaluation-templates') });

export function useEvaluationTemplates(enabled = true) {
  return useQuery({ ...evaluationTemplatesQuery(), enabled });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EvaluationTemplateSave }) =>
      id === null ? http.post<EvaluationTemplate>('/api/evaluation-templates', body) : http.put<EvaluationTemplate>(`/api/evaluation-templates/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: evaluationKeys.templates }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<null>(`/api/evaluation-templates/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: evaluationKeys.templates }),
  });
}

export function useInterviewEvaluations(id: number | null) {
  return useQuery({ queryKey: evaluationKeys.ofInterview(id ?? 0), queryFn: () => http.get<InterviewEvaluations>(`/api/interviews/${id}/evaluations`), enabled: id !== null });
}

export function useApplicationEvaluations(applicationId: number, enabled = true) {
  return useQuery({
    queryKey: evaluationKeys.ofApplication(applicationId),
    queryFn: () => http.get<ApplicationEvaluations>(`/api/applications/${applicationId}/interview-evaluations`),
    enabled,
  });
}

export function useResumeEvaluations(resumeId: number, enabled = true) {
  return useQuery({
    queryKey: evaluationKeys.ofResume(resumeId),
    queryFn: () => http.get<ApplicationEvaluations>(`/api/resumes/${resumeId}/interview-evaluations`),
    enabled,
  });
}

/** Saving an evaluation or the result refreshes the interview area (lists, flags) with it. */
function useEvaluationMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  // Everything of the interview area sits under ['interview']; the recruiting board shows results and flags.
  return useMutation({ mutationFn: fn, onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['interview'] }), client.invalidateQueries({ queryKey: ['recruit'] })]) });
}

export function useSubmitEvaluation(interviewId: number) {
  return useEvaluationMutation((body: EvaluationSubmit) => http.post<InterviewEvaluations>(`/api/interviews/${interviewId}/evaluations`, body));
}

export function useSetResult(interviewId: number) {
  return useEvaluationMutation((result: number) => http.post<{ id: number; result: number; resultName: string }>(`/api/interviews/${interviewId}/result`, { result }));
}

export function useRemind(interviewId: number) {
  return useEvaluationMutation(() => http.post<EvaluationRemindResult>(`/api/interviews/${interviewId}/evaluations/remind`));
}
