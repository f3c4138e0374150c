// POST /api/applications/{id}/move: to another stage of the job, with the version the board
// read, so that a move someone else made first answers 409 instead of being overwritten.
import { useMutation } from '@tanstack/react-query';
import type { Application, ApplicationMove } from '@bole/domain';
import { http } from '../../../api/http';

export function moveApplication(id: number, body: ApplicationMove): Promise<Application> {
  // silent: the board tells a conflict apart from other failures and says what it reloaded.
  return http.post<Application>(`/api/applications/${id}/move`, body, { silent: true });
}

export function useMoveApplication() {
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: ApplicationMove }) => moveApplication(id, body) });
}
