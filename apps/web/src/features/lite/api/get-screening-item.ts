// GET /api/screening/:id: one pushed resume as its recipient reads it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScreeningItem } from '@bole/domain';
import { http } from '../../../api/http';
import { screeningKeys } from './keys';

export function getScreeningItem(id: number): Promise<ScreeningItem> {
  return http.get<ScreeningItem>(`/api/screening/${id}`, undefined, { silent: true });
}

export const screeningItemQuery = (id: number) => queryOptions({ queryKey: screeningKeys.item(id), queryFn: () => getScreeningItem(id), enabled: id > 0 });

export function useScreeningItem(id: number) {
  return useQuery(screeningItemQuery(id));
}
