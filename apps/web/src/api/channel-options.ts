// GET /api/resume-channels/options: every channel of the company (built-in and its own) with
// whether it is offered, for the pickers, the filter chips and channel names on resumes.
// Its key sits under ['channels'], which 渠道管理 invalidates on every change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUILT_IN_CHANNELS, resumeSourceChannelLabels, type ChannelOption } from '@bole/domain';
import { useMemo } from 'react';
import { http } from './http';

export const channelOptionsKey = ['channels', 'options'] as const;

export function getChannelOptions(): Promise<ChannelOption[]> {
  return http.get<ChannelOption[]>('/api/resume-channels/options');
}

export const channelOptionsQuery = () => queryOptions({ queryKey: channelOptionsKey, queryFn: getChannelOptions, staleTime: 60_000 });

/** The built-in channels, shown until the company's list has loaded. */
export const BUILT_IN_OPTIONS: ChannelOption[] = BUILT_IN_CHANNELS.map((code) => ({ code, name: resumeSourceChannelLabels[code], builtIn: true, enabled: true }));

export function useChannelOptions(enabled = true) {
  return useQuery({ ...channelOptionsQuery(), enabled });
}

/** The channels a picker or filter offers: the enabled ones, plus `keep` (values already chosen); `enabled` false waits to load. */
export function useOfferedChannels(keep: readonly number[] = [], enabled = true): { value: number; label: string }[] {
  const { data = BUILT_IN_OPTIONS } = useChannelOptions(enabled);
  const kept = keep.join(',');
  // The same array while nothing changed, so a large form does not redraw its picker on every keystroke.
  return useMemo(() => data.filter((c) => c.enabled || kept.split(',').includes(String(c.code))).map((c) => ({ value: c.code, label: c.name })), [data, kept]);
}
