// POST /api/demands, PATCH /api/demands/:id and the moves of a demand: POST …/submit, …/withdraw
// and …/close. Each refreshes the lists and puts the answered detail in place.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemandClose, DemandCreate, DemandDetail, DemandStatus, DemandUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { demandKeys } from './keys';

export const createDemand = (body: DemandCreate) => http.post<{ id: number; status: DemandStatus }>('/api/demands', body, { silent: true });
export const updateDemand = ({ id, body }: { id: number; body: DemandUpdate }) => http.patch<DemandDetail>(`/api/demands/${id}`, body, { silent: true });

export type DemandMove = { id: number; action: 'submit' | 'withdraw' | 'close'; body?: DemandClose };
export const moveDemand = ({ id, action, body }: DemandMove) => http.post<DemandDetail>(`/api/demands/${id}/${action}`, body ?? {});

export function useDemandChanges() {
  const queryClient = useQueryClient();
  const put = (demand: DemandDetail) => {
    queryClient.setQueryData(demandKeys.detail(demand.id), demand);
    return queryClient.invalidateQueries({ queryKey: demandKeys.all });
  };
  return {
    create: useMutation({ mutationFn: createDemand, onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKeys.all }) }),
    update: useMutation({ mutationFn: updateDemand, onSuccess: put }),
    move: useMutation({ mutationFn: moveDemand, onSuccess: put }),
  };
}
