// Everything around the router: TanStack Query. antd (locale, theme, message bridge) is not
// here: the layouts that use it mount `AntdRoot`, so the sign-in screens load without it.
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { onSessionCleared } from '../lib/session';
import { createQueryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // A cleared session (logout, expired login) must not leave the previous user's data in the cache.
  useEffect(() => onSessionCleared(() => queryClient.clear()), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
