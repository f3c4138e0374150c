// Polls /version.json every 60 s; a version different from the first one seen reloads the page (spec section 4).
import { useEffect } from 'react';

export const VERSION_POLL_MS = 60_000;

async function fetchVersion(): Promise<string | null> {
  try {
    const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' || typeof body.version === 'number' ? String(body.version) : null;
  } catch {
    return null;
  }
}

/** Starts the poll; returns the stop function. */
export function startVersionCheck(reload: () => void = () => window.location.reload(), intervalMs = VERSION_POLL_MS): () => void {
  let known: string | null = null;
  let stopped = false;
  const check = async () => {
    const version = await fetchVersion();
    if (stopped || version === null) return;
    if (known === null) known = version;
    else if (version !== known) reload();
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

export function useVersionCheck(enabled: boolean): void {
  useEffect(() => (enabled ? startVersionCheck() : undefined), [enabled]);
}
