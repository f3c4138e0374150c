// PATCH /api/company/meeting-rooms/:id/enabled {enabled}: the switch in the table.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingRoomRow } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export type SetMeetingRoomEnabledInput = { id: number; enabled: boolean };

export function setMeetingRoomEnabled({ id, enabled }: SetMeetingRoomEnabledInput): Promise<MeetingRoomRow> {
  return http.patch<MeetingRoomRow>(`/api/company/meeting-rooms/${id}/enabled`, { enabled });
}

export function useSetMeetingRoomEnabled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMeetingRoomEnabled, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.meetingRooms.all }) });
}
