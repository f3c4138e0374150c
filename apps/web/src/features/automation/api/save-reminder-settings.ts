// PUT /api/reminder-settings (330013): saves the points sent and answers all four.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSetting, ReminderSettingsSave } from '@bole/domain';
import { http } from '../../../api/http';
import { automationKeys } from './keys';

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsSave) => http.put<ReminderSetting[]>('/api/reminder-settings', body, { silent: true }),
    onSuccess: (data) => queryClient.setQueryData(automationKeys.reminders, data),
  });
}
