export type { Crumb, MenuGroup, MenuGroupKey, RouteArea, RouteDef, RouteLayout, RouteMenu } from './types';
export { routeKeyOf } from './define';
export { MENU_GROUPS } from './menu-groups';
export { ROUTES, NOT_FOUND_TITLE, matchRoute, routeByPath, routeByKey, breadcrumbFor } from './routes';
export { type AccessContext, canAccessRoute, menuFor } from './menu';
export { interviewEvaluationPath, LITE_EVALUATION_PATH, MAIN_EVALUATION_PATH } from './evaluation';
