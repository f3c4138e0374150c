// Toasts from code outside React (the http client, mutations) through whichever notifier is
// mounted: the antd message bridge registers itself where antd is loaded (and the main layout
// loads it for a notice on its antd-free pages, see onNoticeWaiting); the sign-in
// pages, which ship without antd, register an inline alert for errors and warnings. A notice
// nobody can show yet waits a few seconds for the next notifier (an expired login's
// 请登录后访问 appears on /login, 注册成功 as a toast once the main layout is up).

export type NoticeKind = 'error' | 'success' | 'warning';

export type Notifier = {
  show: (kind: NoticeKind, text: string) => void;
  /** The kinds this notifier shows; all when omitted. */
  kinds?: readonly NoticeKind[];
  /** A lasting loading notice under `key` (文件下载中...), and its removal. */
  loading?: (key: string, text: string) => void;
  dismiss?: (key: string) => void;
};

type Pending = { kind: NoticeKind; text: string; at: number };

/** How long an undelivered notice waits for a notifier, and how many wait at most. */
export const PENDING_MS = 10_000;
const PENDING_MAX = 5;

const notifiers: Notifier[] = [];
let pending: Pending[] = [];
const waitingListeners = new Set<() => void>();

function notifierFor(kind: NoticeKind): Notifier | undefined {
  for (let i = notifiers.length - 1; i >= 0; i -= 1) {
    const notifier = notifiers[i];
    if (notifier && (!notifier.kinds || notifier.kinds.includes(kind))) return notifier;
  }
  return undefined;
}

function flush(): void {
  const now = Date.now();
  const waiting = pending.filter((notice) => now - notice.at <= PENDING_MS);
  pending = [];
  for (const notice of waiting) {
    const notifier = notifierFor(notice.kind);
    if (notifier) notifier.show(notice.kind, notice.text);
    else pending.push(notice);
  }
}

/** Makes `notifier` the one that shows notices (the latest registered wins); returns the unregister function. */
export function registerNotifier(notifier: Notifier): () => void {
  notifiers.push(notifier);
  flush();
  return () => {
    const index = notifiers.lastIndexOf(notifier);
    if (index >= 0) notifiers.splice(index, 1);
  };
}

export function notify(kind: NoticeKind, text: string): void {
  const notifier = notifierFor(kind);
  if (notifier) {
    notifier.show(kind, text);
    return;
  }
  if (pending.some((notice) => notice.kind === kind && notice.text === text)) return;
  pending.push({ kind, text, at: Date.now() });
  if (pending.length > PENDING_MAX) pending.shift();
  for (const listener of waitingListeners) listener();
}

/**
 * Calls `listener` whenever a notice waits for a notifier (at once when one already waits): the
 * main layout loads antd's message then, on its pages drawn without antd. Returns the unsubscribe.
 */
export function onNoticeWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  if (pending.some((notice) => Date.now() - notice.at <= PENDING_MS)) listener();
  return () => {
    waitingListeners.delete(listener);
  };
}

/** Shows an error toast (the antd bridge shows one text once even when several calls fail together). */
export function notifyError(text: string): void {
  notify('error', text);
}

export function notifySuccess(text: string): void {
  notify('success', text);
}

export function notifyWarning(text: string): void {
  notify('warning', text);
}

/** Shows a loading notice until the returned function is called (only a notifier that can, else nothing). */
export function notifyLoading(key: string, text: string): () => void {
  const notifier = [...notifiers].reverse().find((candidate) => candidate.loading);
  notifier?.loading?.(key, text);
  return () => notifier?.dismiss?.(key);
}

/** Test helper: forgets every notifier and waiting notice. */
export function resetNotifyForTests(): void {
  notifiers.length = 0;
  pending = [];
  waitingListeners.clear();
}
