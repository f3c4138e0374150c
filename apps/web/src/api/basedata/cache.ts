// Reference lists (spec section 7): cached in localStorage with their version; once per page
// load GET /api/basedata/version names the current versions and changed lists are dropped.
import { readJson, removeKey, writeJson } from '../../lib/storage';
import { http } from '../http';

export type BasedataItem = { code: string | number; name: string; children?: BasedataItem[] } & Record<string, unknown>;
export type BasedataVersions = Record<string, string | number>;
type Cached = { version: string | number; data: BasedataItem[] };

const PREFIX = 'bole:basedata:';
const cacheKey = (list: string) => `${PREFIX}${list}`;

let versionsPromise: Promise<BasedataVersions> | null = null;

function cachedLists(): string[] {
  const lists: string[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(PREFIX)) lists.push(key.slice(PREFIX.length));
    }
  } catch {
    // No storage: nothing cached.
  }
  return lists;
}

/** Drops every cached list whose version differs from the server's (or that the server no longer names). */
export function dropChangedLists(versions: BasedataVersions): void {
  for (const list of cachedLists()) {
    const cached = readJson<Cached>(cacheKey(list));
    if (!cached || versions[list] === undefined || versions[list] !== cached.version) removeKey(cacheKey(list));
  }
}

/** The server's list versions, fetched once per page load; cached lists that changed are dropped on arrival. */
export function syncBasedataVersions(): Promise<BasedataVersions> {
  versionsPromise ??= http
    .get<BasedataVersions>('/api/basedata/version', undefined, { silent: true })
    .then((versions) => {
      dropChangedLists(versions);
      return versions;
    })
    .catch(() => {
      // Without versions nothing can be trusted from the cache: fetch lists fresh, retry next time.
      versionsPromise = null;
      return {};
    });
  return versionsPromise;
}

/** One reference list: from the cache when its version is current, else from GET /api/basedata/{list}. */
export async function loadBasedata(list: string): Promise<BasedataItem[]> {
  const versions = await syncBasedataVersions();
  const version = versions[list];
  const cached = readJson<Cached>(cacheKey(list));
  if (cached && version !== undefined && cached.version === version) return cached.data;
  const data = await http.get<BasedataItem[]>(`/api/basedata/${list}`);
  if (version !== undefined) writeJson(cacheKey(list), { version, data } satisfies Cached);
  return data;
}

/** code -> name over the list and its nested children. */
export function buildLookup(items: readonly BasedataItem[]): Map<string, string> {
  const lookup = new Map<string, string>();
  const walk = (nodes: readonly BasedataItem[]) => {
    for (const node of nodes) {
      lookup.set(String(node.code), node.name);
      if (node.children) walk(node.children);
    }
  };
  walk(items);
  return lookup;
}

/** Test helper: forgets the versions fetched in this page load. */
export function resetBasedataForTests(): void {
  versionsPromise = null;
}
