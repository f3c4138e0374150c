// Addresses used when a login is needed: the `target` parameter holds the current address,
// with the public host swapped for the sub host (spec section 2).

function subHostOrigin(): string | null {
  const raw = import.meta.env.VITE_SUB_HOST;
  if (!raw) return null;
  try {
    return new URL(raw).origin;
  } catch {
    return null;
  }
}

/** Maps an address on the public host to the same address on the sub host; identity when VITE_SUB_HOST is unset. */
export function toSubHost(url: string): string {
  const sub = subHostOrigin();
  if (!sub) return url;
  const parsed = new URL(url, window.location.href);
  if (parsed.origin !== window.location.origin) return url;
  return `${sub}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The current address as a login target: a path when it stays on this host, else an absolute URL. */
export function currentTarget(href: string = window.location.href): string {
  const mapped = new URL(toSubHost(href), window.location.href);
  if (mapped.origin === window.location.origin) return `${mapped.pathname}${mapped.search}${mapped.hash}`;
  return mapped.href;
}

/** `/login?target=...` for the given target. */
export function loginUrl(target: string): string {
  return `/login?target=${encodeURIComponent(target)}`;
}

/** Accepts a login target only when it stays on this host or the sub host (no open redirect). */
export function safeTarget(target: string | null | undefined): string | null {
  if (!target) return null;
  if (target.startsWith('/') && !target.startsWith('//')) return target.startsWith('/login') ? null : target;
  try {
    const url = new URL(target);
    const allowed = [window.location.origin, subHostOrigin()].filter(Boolean);
    if (!allowed.includes(url.origin)) return null;
    if (url.pathname.startsWith('/login')) return null;
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  } catch {
    return null;
  }
}
