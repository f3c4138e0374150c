// Namespaced localStorage access. Everything of the signed-in user lives under `bole:user:`,
// so logging out can clear it in one sweep; other keys (basedata cache, UI prefs) stay.

const USER_PREFIX = 'bole:user:';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can be unavailable (private mode, quota): the app keeps working without it.
    return fallback;
  }
}

export function readJson<T>(key: string): T | null {
  return safe(() => {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  }, null);
}

export function writeJson(key: string, value: unknown): void {
  safe(() => window.localStorage.setItem(key, JSON.stringify(value)), undefined);
}

export function removeKey(key: string): void {
  safe(() => window.localStorage.removeItem(key), undefined);
}

/** The storage key of one piece of the signed-in user's data. */
export function userKey(name: string): string {
  return `${USER_PREFIX}${name}`;
}

/** Removes every stored piece of user data (localStorage `bole:user:*` and the whole sessionStorage). */
export function clearUserStorage(): void {
  safe(() => {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(USER_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => window.localStorage.removeItem(key));
    window.sessionStorage.clear();
  }, undefined);
}
