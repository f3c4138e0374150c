// PUT /api/company/meeting-rooms/:id: saves the whole meeting room.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingRoomRow, MeetingRoomSave } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export type UpdateMeetingRoomInput = { id: number; body: MeetingRoomSave };

export function updateMeetingRoom({ id, body }: UpdateMeetingRoomInput): Promise<MeetingRoomRow> {
  return http.put<MeetingRoomRow>(`/api/company/meeting-rooms/${id}`, body, { silent: true });
}

export function useUpdateMeetingRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMeetingRoom, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.meetingRooms.all }) });
}
