// Query keys of the interview area. Everything sits under ['interview'], so arranging,
// rescheduling or cancelling refreshes the list, the calendar and the candidate's interviews together.
import type { Params } from '../../../api/params';

export const interviewKeys = {
  all: ['interview'] as const,
  lists: ['interview', 'list'] as const,
  list: (params: Params) => ['interview', 'list', params] as const,
  detail: (id: number) => ['interview', 'detail', id] as const,
  registration: (id: number) => ['interview', 'registration', id] as const,
  conflicts: (body: unknown) => ['interview', 'conflicts', body] as const,
  rounds: ['interview', 'rounds'] as const,
  rooms: ['interview', 'rooms'] as const,
};
