// GET /api/home/todos -> { cards: { key, title, count, path? }[] }: the to-do counts of the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { useSysType } from '../../../lib/session';
import type { SysType } from '../../../lib/session';

// Not in @bole/domain yet: replace with its schema type once the server's contract lands there.
export type TodoCard = { key: string; title: string; count: number; path?: string };
export type HomeTodos = { cards: TodoCard[] };

export function getTodos(): Promise<HomeTodos> {
  return http.get<HomeTodos>('/api/home/todos', undefined, { silent: true });
}

export const todosQuery = (sysType: SysType) =>
  queryOptions({ queryKey: queryKeys.home.todos(sysType), queryFn: getTodos, staleTime: 60_000, refetchOnWindowFocus: true });

export function useTodos() {
  return useQuery(todosQuery(useSysType()));
}
