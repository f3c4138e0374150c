// GET /api/company/meeting-rooms: one page of meeting rooms, filtered by keyword, address and state.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingRoomListQuery, MeetingRoomRow, Page } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys, type ListParams } from './keys';

export type MeetingRoomListParams = ListParams<MeetingRoomListQuery>;

export function getMeetingRooms(params: MeetingRoomListParams): Promise<Page<MeetingRoomRow>> {
  return http.get<Page<MeetingRoomRow>>('/api/company/meeting-rooms', params);
}

export const meetingRoomsQuery = (params: MeetingRoomListParams) =>
  queryOptions({ queryKey: companyKeys.meetingRooms.list(params), queryFn: () => getMeetingRooms(params), placeholderData: keepPreviousData });

export function useMeetingRooms(params: MeetingRoomListParams) {
  return useQuery(meetingRoomsQuery(params));
}
