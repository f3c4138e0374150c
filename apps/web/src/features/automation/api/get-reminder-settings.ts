// GET /api/reminder-settings (330013): the four reminder points, defaults where none is saved.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderSetting } from '@bole/domain';
import { http } from '../../../api/http';
import { automationKeys } from './keys';

export const reminderSettingsQuery = () => queryOptions({ queryKey: automationKeys.reminders, queryFn: () => http.get<ReminderSetting[]>('/api/reminder-settings') });

export function useReminderSettings() {
  return useQuery(reminderSettingsQuery());
}
