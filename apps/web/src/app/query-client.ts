import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/** Server state defaults: fresh for 30 s, one retry only for network trouble (the client already toasts errors). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.status === 0,
      },
      mutations: { retry: false },
    },
  });
}
