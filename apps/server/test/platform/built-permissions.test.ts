// Issue 12 item 2: the role editor marks the permission codes of areas not built yet as 暂未开放,
// from the domain's list of built codes. That list must hold every code the server checks: each
// route's own permission (one code of an any-of list) and each Perm name a module uses for a rule.
import fs from 'node:fs';
import path from 'node:path';
import { BUILT_PERMISSION_CODES, Perm, permissionName } from '@bole/domain';
import type * as FastifyModule from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../helpers';

// Every route's config, collected as Fastify registers it.
const registered = vi.hoisted(() => [] as { route: string; permission: unknown }[]);
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof FastifyModule>();
  const create = ((options?: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(options);
    app.addHook('onRoute', (route) => {
      registered.push({ route: `${String(route.method)} ${route.url}`, permission: route.config?.permission });
    });
    return app;
  }) as typeof mod.default;
  return { ...mod, default: create };
});

const SRC = path.resolve(import.meta.dirname, '../../src');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

beforeAll(async () => {
  await createTestContext();
});

const unbuilt = (codes: number[]) => codes.filter((code) => !BUILT_PERMISSION_CODES.has(code)).map((code) => `${code} ${permissionName(code)}`);

describe('built permission codes', () => {
  it('include the code of every route that requires one, and one code of every any-of list', () => {
    const routes = registered.filter((r) => r.route.includes('/api/'));
    expect(routes.length).toBeGreaterThan(100);
    const single = [...new Set(routes.flatMap((r) => (typeof r.permission === 'number' ? [r.permission] : [])))];
    expect(single.length).toBeGreaterThan(30);
    expect(unbuilt(single)).toEqual([]);
    // A list lets any holder in (reading 归档原因 with any recruiting code): the route exists, so one
    // code of it at least is built; the others may belong to areas that come later.
    const lists = routes.filter((r) => Array.isArray(r.permission));
    expect(lists.length).toBeGreaterThan(10);
    expect(lists.filter((r) => unbuilt(r.permission as number[]).length === (r.permission as number[]).length).map((r) => r.route)).toEqual([]);
  });

  it('include every Perm name a server module checks', () => {
    const names = new Set(sourceFiles(SRC).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/\bPerm\.(\w+)/g)].map((m) => m[1]!)));
    expect(names.size).toBeGreaterThan(50);
    const codes = [...names].map((name) => Perm[name as keyof typeof Perm]);
    expect(codes.every((code) => typeof code === 'number')).toBe(true);
    expect(unbuilt(codes)).toEqual([]);
  });

  it('leave out codes of areas this build does not have', () => {
    for (const code of [Perm.AbroadRecruit, Perm.Courses, Perm.TalentMap, Perm.CampusSettings, Perm.ReportCallRecord]) {
      expect(BUILT_PERMISSION_CODES.has(code), permissionName(code)).toBe(false);
    }
  });
});
