// GET /api/home/todos -> HomeTodos ({ cards: TodoCard[] } of @bole/domain): the to-do counts of the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeTodos } from '@bole/domain';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { useSysType } from '../../../lib/session';
import type { SysType } from '../../../lib/session';

export type { HomeTodos, TodoCard } from '@bole/domain';

export function getTodos(): Promise<HomeTodos> {
  // Typed by the domain's homeTodosSchema, which the server validates its answer with; not parsed
  // here, so the home chunk does not carry zod.
  return http.get<HomeTodos>('/api/home/todos', undefined, { silent: true });
}

export const todosQuery = (sysType: SysType) =>
  queryOptions({ queryKey: queryKeys.home.todos(sysType), queryFn: getTodos, staleTime: 60_000, refetchOnWindowFocus: true });

export function useTodos() {
  return useQuery(todosQuery(useSysType()));
}
