// Every TanStack Query key of the app, in one place, so invalidation reads the same key it wrote.
import type { SysType } from '../lib/session';

export const queryKeys = {
  account: {
    all: ['account'] as const,
    info: () => ['account', 'info'] as const,
  },
  menu: (sysType: SysType) => ['menu', sysType] as const,
  /** The lite menu's waiting work; what changes it (a screening answer …) invalidates it. */
  liteCounts: ['lite', 'counts'] as const,
  basedata: {
    all: ['basedata'] as const,
    versions: () => ['basedata', 'versions'] as const,
    list: (list: string) => ['basedata', 'list', list] as const,
  },
  home: {
    todos: (sysType: SysType) => ['home', 'todos', sysType] as const,
  },
  /** 消息中心: the bell's unread count and the notice lists; reading one invalidates them all. */
  notices: {
    all: ['notices'] as const,
    unreadCount: () => ['notices', 'unread-count'] as const,
    list: (query: { unread?: boolean; page: number; pageSize: number }) => ['notices', 'list', query] as const,
  },
};
