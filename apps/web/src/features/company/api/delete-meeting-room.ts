// DELETE /api/company/meeting-rooms/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function deleteMeetingRoom(id: number): Promise<unknown> {
  return http.delete<unknown>(`/api/company/meeting-rooms/${id}`);
}

export function useDeleteMeetingRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMeetingRoom, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.meetingRooms.all }) });
}
