// Self-scheduling (自助预约): free slots of the interviewers, the offers of an application and
// revoking one; calendar settings (日程设置) of an account.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusyBlock, BusyBlockCreate, CalendarSettings, CalendarSettingsUpdate, FreeSlotQuery, Slot, SlotOffer, SlotOfferCreate, SlotOfferCreated } from '@bole/domain';
import { http } from '../../../api/http';

const offersKey = (applicationId: number) => ['interview', 'slot-offers', applicationId] as const;
const calendarKey = (accountId: number | null) => ['calendar-settings', accountId ?? 'me'] as const;

/** Silent: the dialog shows the failure beside the search. */
export const findFreeSlots = (body: FreeSlotQuery) => http.post<Slot[]>('/api/interviews/free-slots', body, { silent: true });

export function useSlotOffers(applicationId: number, enabled: boolean) {
  return useQuery({ queryKey: offersKey(applicationId), queryFn: () => http.get<SlotOffer[]>(`/api/applications/${applicationId}/slot-offers`), enabled });
}

export function useCreateSlotOffer(applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotOfferCreate) => http.post<SlotOfferCreated>(`/api/applications/${applicationId}/slot-offers`, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: offersKey(applicationId) }),
  });
}

export function useRevokeSlotOffer(applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => http.post<SlotOffer>(`/api/applications/${applicationId}/slot-offers/${offerId}/revoke`),
    onSuccess: () => client.invalidateQueries({ queryKey: offersKey(applicationId) }),
  });
}

export function useCalendarSettings(accountId: number | null) {
  return useQuery({ queryKey: calendarKey(accountId), queryFn: () => http.get<CalendarSettings>('/api/calendar/settings', accountId ? { accountId } : undefined) });
}

export function useSaveCalendarSettings(accountId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarSettingsUpdate) => http.put<CalendarSettings>('/api/calendar/settings', body),
    onSuccess: (data) => client.setQueryData(calendarKey(accountId), data),
  });
}

export function useAddBusyBlock(accountId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BusyBlockCreate) => http.post<BusyBlock>('/api/calendar/busy-blocks', body),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKey(accountId) }),
  });
}

export function useDeleteBusyBlock(accountId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<null>(`/api/calendar/busy-blocks/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKey(accountId) }),
  });
}
