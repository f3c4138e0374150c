import type { SysType } from '../permissions/sys';

/**
 * How a page is framed: `main` with side navigation and header, `standalone` without
 * them, `lite` inside the lite area of 用人经理/前台, `public` a chrome-less page for
 * visitors who are not logged in (login, register, candidate feedback).
 */
export type RouteLayout = 'main' | 'standalone' | 'lite' | 'public';

/** Business area a page belongs to; one web feature folder and server module each. */
export type RouteArea =
  | 'auth' | 'home' | 'demo' | 'resume' | 'intake' | 'portal' | 'recruit' | 'interview'
  | 'job' | 'report' | 'more' | 'settings' | 'cloud' | 'lite' | 'out';

/** The side navigation groups; nested ones name their parent. */
export type MenuGroupKey =
  | 'resume' | 'recruit' | 'job' | 'report' | 'more'
  | 'cloud' | 'cloud.assess' | 'cloud.check' | 'cloud.salary' | 'cloud.study' | 'cloud.exam'
  | 'settings' | 'settings.company' | 'settings.manage' | 'settings.template' | 'settings.seting'
  | 'settings.ditch' | 'settings.campus' | 'settings.other';

/** A route's place in the menu; `top` puts it at the first level (首页, and every lite entry). */
export type RouteMenu = { group: MenuGroupKey | 'top'; order: number; icon?: string; title?: string };

export type RouteDef = {
  /** Stable id, the path's segments joined by dots ('user.company.accounts'). */
  key: string;
  /** React Router pattern; `:name` segments are parameters. */
  path: string;
  title: string;
  layout: RouteLayout;
  auth: boolean;
  /** Code(s) of which the user needs any one; absent means login (or nothing) is enough. */
  perm?: number | readonly number[];
  /** Only in this recruiting mode. */
  sys?: SysType;
  menu?: RouteMenu;
  area: RouteArea;
  /** The issue that builds this page, where one is planned. */
  issue?: number;
  /** The page just goes on to this path (also where its menu entry points). */
  redirect?: string;
  /** Path of the page one breadcrumb up, for pages that are not in the menu. */
  parent?: string;
  /** Patterns (RegExp sources) a parameter must match, e.g. the `…help` alias. */
  params?: Record<string, string>;
};

export type MenuGroup = { title: string; order: number; icon?: string; parent?: MenuGroupKey };

export type Crumb = { title: string; path?: string };
