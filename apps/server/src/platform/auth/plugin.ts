import { ERRORS } from '@bole/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions } from '../../modules/auth/tables';
import { accounts, companies, roles } from '../../modules/company/tables';
import type { Db } from '../db/client';
import { enterRequestScope, narrowScope } from '../db/scope';
import { AppError } from '../http/errors';
import { type AuthContext, codesFor, resolveSysType } from './context';
import { hashToken } from './tokens';

/** What a route needs: a permission code (any of a list), any logged-in user, or nobody. */
export type RoutePermission = number | readonly number[] | 'login' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** A GET that exports or writes an audit row: like a change, it needs the `token` header, not the cookie alone. */
    headerToken?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Touch the session at most this often, so a busy user does not write on every request.
const TOUCH_EVERY_MS = 5 * 60_000;

function tokenOf(request: FastifyRequest): { token: string | undefined; fromHeader: boolean } {
  const header = request.headers.token;
  if (typeof header === 'string' && header.length > 0) return { token: header, fromHeader: true };
  return { token: request.cookies.token, fromHeader: false };
}

async function loadSession(db: Db, token: string, sysHeader: string | undefined): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      accountId: accounts.id,
      companyId: accounts.companyId,
      userName: accounts.userName,
      isSuperAdmin: accounts.isSuperAdmin,
      roleId: roles.id,
      roleName: roles.name,
      roleType: roles.roleType,
      systemCode: roles.systemCode,
      socialCodes: roles.socialCodes,
      campusCodes: roles.campusCodes,
      socialOpen: companies.socialOpen,
      campusOpen: companies.campusOpen,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(accounts.status, 1)))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
  }
  const sysType = resolveSysType(sysHeader, row);
  return {
    sessionId: row.sessionId,
    accountId: row.accountId,
    companyId: row.companyId,
    userName: row.userName,
    roleId: row.roleId,
    roleName: row.roleName,
    roleType: row.roleType,
    systemCode: row.systemCode,
    isSuperAdmin: row.isSuperAdmin,
    socialCodes: new Set(row.socialCodes),
    campusCodes: new Set(row.campusCodes),
    sysType,
    codes: codesFor(sysType, row.socialCodes, row.campusCodes),
  };
}

/** The live session a request carries (header or cookie), or null. */
export async function sessionOf(db: Db, request: FastifyRequest): Promise<AuthContext | null> {
  const { token } = tokenOf(request);
  const sysHeader = request.headers.systype;
  return token ? loadSession(db, token, typeof sysHeader === 'string' ? sysHeader : undefined) : null;
}

/**
 * Resolves the session of every request and enforces each route's declared permission.
 * A route under /api without a declaration refuses to register, so none is left open
 * by accident.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('auth', null);
  // Every request runs in its own database scope: system until its session names a company.
  app.addHook('onRequest', (_request, _reply, done) => enterRequestScope(done));

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    if (route.config?.permission === undefined) {
      throw new Error(`route ${route.method} ${route.url} declares no permission`);
    }
  });

  // Before validation: an anonymous or unauthorised caller learns nothing from a 400.
  app.addHook('preValidation', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === undefined) return;
    const { fromHeader } = tokenOf(request);
    request.auth = await sessionOf(opts.db, request);
    // Public routes (login, register, links) find their company themselves, whoever calls.
    if (permission === 'public') return;
    if (!request.auth) throw new AppError('NOT_LOGGED_IN');
    narrowScope(request.auth.companyId);
    // The cookie alone cannot change anything, export or leave an audit row: a cross-site form
    // or link cannot set the header.
    const needsHeader = !SAFE_METHODS.has(request.method) || request.routeOptions.config.headerToken === true;
    if (needsHeader && !fromHeader) throw new AppError('CSRF');
    if (permission === 'login') return;
    const needed = typeof permission === 'number' ? [permission] : permission;
    if (!needed.some((code) => request.auth?.codes.has(code))) {
      throw new AppError('FORBIDDEN', ERRORS.FORBIDDEN.message);
    }
  });
});

/** The caller of a route that requires login; the plugin has already refused anonymous calls. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('NOT_LOGGED_IN');
  return request.auth;
}
