// Everything around the router: antd in Chinese with the Bole theme, TanStack Query, and the
// bridge that lets the http client toast (loaded after the first paint).
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { onSessionCleared } from '../lib/session';
import { createQueryClient } from './query-client';
import { theme } from './theme';

const MessageBridge = lazy(() => import('./MessageBridge'));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // A cleared session (logout, expired login) must not leave the previous user's data in the cache.
  useEffect(() => onSessionCleared(() => queryClient.clear()), [queryClient]);
  return (
    // No auto space between two Chinese characters in buttons: 登录, not 登 录.
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <Suspense fallback={null}>
        <MessageBridge />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
