// POST /api/company/meeting-rooms.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingRoomRow, MeetingRoomSave } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function createMeetingRoom(body: MeetingRoomSave): Promise<MeetingRoomRow> {
  return http.post<MeetingRoomRow>('/api/company/meeting-rooms', body, { silent: true });
}

export function useCreateMeetingRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMeetingRoom, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.meetingRooms.all }) });
}
