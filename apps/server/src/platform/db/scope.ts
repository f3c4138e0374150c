import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The company whose rows the database lets the current work see: the second wall behind
 * `inCompany`. A request starts in the system scope and narrows to the caller's company
 * once its session is known (platform/auth/plugin.ts); work outside a request (start-up,
 * seeding, background jobs, public pages before they know their company) runs in the
 * system scope. The connection applies it as `bole.company_id`, which the row-level
 * security policies of row-security.ts compare with each row's company.
 */
type Scope = { companyId: number | null };

const storage = new AsyncLocalStorage<Scope>();

/** The value the policies read: a company id, or `all` for system work. */
export const SYSTEM_SCOPE = 'all';

export function scopeSetting(): string {
  const companyId = storage.getStore()?.companyId ?? null;
  return companyId === null ? SYSTEM_SCOPE : String(companyId);
}

/**
 * Runs `fn` seeing only the rows of `companyId` (null: every company, for system work).
 * Drizzle's queries run when awaited, so `fn` awaits them itself.
 */
export function runInScope<T>(companyId: number | null, fn: () => Promise<T>): Promise<T> {
  return storage.run({ companyId }, fn);
}

/** Runs `fn` in the system scope, for a query that names its company itself (see resumes/list.ts). */
export function runAsSystem<T>(fn: () => Promise<T>): Promise<T> {
  return storage.run({ companyId: null }, fn);
}

/** Opens a request's scope (system until narrowed), for a Fastify onRequest hook. */
export function enterRequestScope(done: () => void): void {
  storage.run({ companyId: null }, done);
}

/** Narrows the current request to its caller's company. */
export function narrowScope(companyId: number): void {
  const store = storage.getStore();
  if (!store) throw new Error('narrowScope outside a request scope');
  store.companyId = companyId;
}
