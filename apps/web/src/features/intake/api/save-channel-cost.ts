// POST /api/resume-channels/costs and PATCH /api/resume-channels/costs/:id (400001); sent silent,
// the form shows refusals on its fields. The amount goes as the 元 typed; the server keeps fen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelCost } from '@bole/domain';
import { http } from '../../../api/http';
import { channelKeys } from './channel-keys';

/** The body as the form sends it: `amount` is the 元 text, parsed by the server's schema. */
export type ChannelCostBody = { channel: number; month: string; amount: string; note: string | null };
export type SaveChannelCostInput = { id?: number; body: ChannelCostBody };

export function saveChannelCost({ id, body }: SaveChannelCostInput): Promise<ChannelCost> {
  return id === undefined
    ? http.post<ChannelCost>('/api/resume-channels/costs', body, { silent: true })
    : http.patch<ChannelCost>(`/api/resume-channels/costs/${id}`, body, { silent: true });
}

export function useSaveChannelCost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveChannelCost, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.costs }) });
}
