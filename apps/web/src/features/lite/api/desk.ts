// 面试安排 (/lite/interviewplan): the day at the desk, sign-in, calls and the desk's QR code.
// Everything sits under ['interview-desk'], so a sign-in or call refreshes the day.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskCall, DeskCode, DeskDay, DeskItem, SignInResult } from '@bole/domain';
import { http } from '../../../api/http';

export const deskKeys = { all: ['interview-desk'] as const, day: (day: string) => ['interview-desk', 'day', day] as const };

export const getDeskDay = (day: string) => http.get<DeskDay>('/api/interviews/desk', { day });

/** The day, refreshed every 30 seconds while the page is open (candidates sign in on their phones too). */
export const deskDayQuery = (day: string) => queryOptions({ queryKey: deskKeys.day(day), queryFn: () => getDeskDay(day), refetchInterval: 30_000 });

export function useDeskDay(day: string) {
  return useQuery(deskDayQuery(day));
}

export const signIn = (id: number) => http.post<SignInResult>(`/api/interviews/${id}/sign-in`);
export const callOne = ({ id, ...body }: Partial<DeskCall> & { id: number }) => http.post<DeskItem>(`/api/interviews/${id}/call`, body);
export const callNext = (body: Partial<DeskCall>) => http.post<DeskItem>('/api/interviews/desk/call-next', body);
export const createDeskCode = () => http.post<DeskCode>('/api/interviews/desk/code');

export function useDeskActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: deskKeys.all });
  return {
    signIn: useMutation({ mutationFn: signIn, onSuccess: refresh }),
    call: useMutation({ mutationFn: callOne, onSuccess: refresh }),
    callNext: useMutation({ mutationFn: callNext, onSuccess: refresh }),
    code: useMutation({ mutationFn: createDeskCode }),
  };
}
