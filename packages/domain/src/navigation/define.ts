import type { RouteDef } from './types';

type Shared = 'layout' | 'auth' | 'area';
type Defaults = Pick<RouteDef, Shared> & Partial<Pick<RouteDef, 'issue' | 'sys'>>;
type RouteInput = Omit<RouteDef, 'key' | Shared> & Partial<Pick<RouteDef, 'key' | Shared>>;

/** The key of a path: its static segments and parameter names joined by dots; '/' is 'root'. */
export function routeKeyOf(path: string): string {
  if (path === '/') return 'root';
  if (path === '*') return 'notFound';
  return path.slice(1).replaceAll(':', '').replaceAll('/', '.');
}

/** Fills the layout, auth, area (and issue) shared by a block of routes, and derives missing keys. */
export function defineRoutes(defaults: Defaults, inputs: RouteInput[]): RouteDef[] {
  return inputs.map((r) => ({ ...defaults, ...r, key: r.key ?? routeKeyOf(r.path) }));
}
