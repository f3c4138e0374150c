// The interview API (apps/server/src/modules/interviews): arrange one or many, the conflicts of a
// planned slot, the list and one interview, 改期, 取消面试, and the company's rounds.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  InterviewBatchCreate,
  InterviewCalendar,
  InterviewCancel,
  InterviewConflict,
  InterviewConflictQuery,
  InterviewCreate,
  InterviewDetail,
  InterviewListItem,
  InterviewReschedule,
  InterviewRound,
  InterviewRoundsUpdate,
  AddressRow,
  JobDetail,
  Page,
} from '@bole/domain';
import { http } from '../../../api/http';
import type { Params } from '../../../api/params';
import { PAGE_SIZE_MAX } from '@bole/domain';
import { dayjs } from '../../../lib/time';
import { interviewKeys } from './keys';

/** After an interview changes: the interview lists and calendars, and the recruiting board (its cards show interviews). */
export function invalidateInterviews(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: interviewKeys.all }), client.invalidateQueries({ queryKey: ['recruit'] })]);
}

export const interviewListQuery = (params: Params) =>
  queryOptions({ queryKey: interviewKeys.list(params), queryFn: () => http.get<Page<InterviewListItem>>('/api/interviews', params), placeholderData: keepPreviousData });

export function useInterviews(params: Params, enabled = true) {
  return useQuery({ ...interviewListQuery(params), enabled });
}

export function useInterview(id: number | null) {
  return useQuery({ queryKey: interviewKeys.detail(id ?? 0), queryFn: () => http.get<InterviewDetail>(`/api/interviews/${id}`), enabled: id !== null });
}

/** What clashes with a planned slot; silent, the dialog shows its own state while the plan is being typed. */
export function getConflicts(body: InterviewConflictQuery, signal?: AbortSignal): Promise<InterviewConflict[]> {
  return http.post<InterviewConflict[]>('/api/interviews/conflicts', body, { silent: true, signal });
}

export function useConflicts(body: InterviewConflictQuery | null) {
  return useQuery({
    queryKey: interviewKeys.conflicts(body),
    queryFn: ({ signal }) => getConflicts(body as InterviewConflictQuery, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    retry: false,
  });
}

function useInterviewMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateInterviews(client) });
}

// silent: a clash answers with a message naming it; the dialog shows it beside the plan.
export const useCreateInterview = () => useInterviewMutation((body: InterviewCreate) => http.post<{ id: number }>('/api/interviews', body, { silent: true }));
export const useCreateInterviews = () => useInterviewMutation((body: InterviewBatchCreate) => http.post<{ ids: number[] }>('/api/interviews/batch', body, { silent: true }));
export const useRescheduleInterview = () =>
  useInterviewMutation(({ id, body }: { id: number; body: InterviewReschedule }) => http.post<unknown>(`/api/interviews/${id}/reschedule`, body, { silent: true }));
export const useCancelInterview = () => useInterviewMutation(({ id, body }: { id: number; body: InterviewCancel }) => http.post<unknown>(`/api/interviews/${id}/cancel`, body));

/** The company's rounds (初试, 复试, 终试 and its own), in their order; the arrange dialog offers the enabled ones. */
export const roundsQuery = () => queryOptions({ queryKey: interviewKeys.rounds, queryFn: () => http.get<InterviewRound[]>('/api/interview-rounds'), staleTime: 60_000 });

export function useRounds() {
  return useQuery(roundsQuery());
}

export function useSaveRounds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InterviewRoundsUpdate) => http.put<InterviewRound[]>('/api/interview-rounds', body),
    onSuccess: (rounds) => client.setQueryData(interviewKeys.rounds, rounds),
  });
}

/** The job's interviewers (职位的面试官), the dialog's default; shares the job detail query the push dialog uses. */
export function useJobInterviewers(jobId: number | null) {
  return useQuery({
    queryKey: ['job', 'detail', jobId],
    queryFn: () => http.get<JobDetail>(`/api/jobs/${jobId}`, undefined, { silent: true }),
    enabled: jobId !== null,
    select: (job) => job.interviewAccountIds,
  });
}

/**
 * The company's enabled meeting rooms and their bookings on a day (China time), from the
 * calendar's answer: the room picker marks the rooms taken at the planned time.
 */
export function useRoomDay(day: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...interviewKeys.rooms, day],
    queryFn: ({ signal }) =>
      http.get<InterviewCalendar>('/api/interviews/calendar', { from: `${day}T00:00:00+08:00`, to: `${dayjs(day).add(1, 'day').format('YYYY-MM-DD')}T00:00:00+08:00` }, { silent: true, signal }),
    enabled: enabled && day !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** The company's addresses (/user/company/address, 320005) as the written address, the default first; only for those who may read them. */
export function useInterviewAddresses(enabled: boolean) {
  return useQuery({
    queryKey: [...interviewKeys.all, 'addresses'],
    queryFn: () => http.get<Page<AddressRow>>('/api/company/addresses', { page: 1, pageSize: PAGE_SIZE_MAX }, { silent: true }),
    enabled,
    staleTime: 60_000,
    select: (page) => page.list.map((a) => ({ value: `${a.cityName}${a.detail}`, label: `${a.name}：${a.cityName}${a.detail}`, isDefault: a.isDefault })),
  });
}
