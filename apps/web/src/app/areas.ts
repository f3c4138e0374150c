// Area -> lazily imported page module. Each area is its own chunk; a later issue replaces the
// area's `features/<area>/index.tsx` (or adds a key prefix below) and nothing else here.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteArea } from '@bole/domain';
import { lazyNamed } from '../lib/lazy';
import type { AppRoute, AreaPageProps } from '../lib/routes';

/** A lazy page module; with `preload` (see `page`) the guard starts it together with its layout. */
export type LazyPage = LazyExoticComponent<ComponentType<AreaPageProps>> & { preload?: () => void };

/** React.lazy for a page module, plus `preload` so that it loads in parallel with its layout and antd. */
const page = (load: () => Promise<{ default: ComponentType<AreaPageProps> }>): LazyPage => lazyNamed(load, 'default');

const authPages: LazyPage = page(() => import('../features/auth'));
const approvalPages: LazyPage = page(() => import('../features/approvals'));
const demandPages: LazyPage = page(() => import('../features/demand'));
const processPages: LazyPage = page(() => import('../features/process'));
const automationPages: LazyPage = page(() => import('../features/automation'));
const noticePages: LazyPage = page(() => import('../features/notices'));
const evaluationPages: LazyPage = page(() => import('../features/interview/evaluations'));

const AREA_PAGES: Record<RouteArea, LazyPage> = {
  auth: authPages,
  home: page(() => import('../features/home')),
  demo: page(() => import('../features/demo')),
  resume: page(() => import('../features/resume')),
  intake: page(() => import('../features/intake')),
  portal: page(() => import('../features/portal')),
  recruit: page(() => import('../features/recruit')),
  interview: page(() => import('../features/interview')),
  job: page(() => import('../features/job')),
  report: page(() => import('../features/report')),
  more: page(() => import('../features/more')),
  settings: page(() => import('../features/settings')),
  cloud: page(() => import('../features/cloud')),
  lite: page(() => import('../features/lite')),
  out: page(() => import('../features/out')),
};

/**
 * Pages of an area that a separate feature folder owns, matched by route key prefix (first
 * match wins), e.g. `{ prefix: 'user.other.docking', page: lazy(() => import('../features/integrations')) }`.
 */
const FEATURE_PAGES: { prefix: string; page: LazyPage }[] = [
  // Sign-in pages that live under /out: password reset, no permission, DingTalk sign-in, relay.
  { prefix: 'out.forget', page: authPages },
  { prefix: 'out.limit', page: authPages },
  { prefix: 'out.ddauth', page: authPages },
  { prefix: 'out.loading', page: authPages },
  // 公司设置 and 角色权限 (features/company), one lazy module per page so that each page loads only its
  // own antd components; 资产与套餐 (user.company.assets) is the points feature's.
  { prefix: 'user.company.accounts', page: page(() => import('../features/company/accounts')) },
  { prefix: 'user.company.base', page: page(() => import('../features/company/base')) },
  { prefix: 'user.company.organization', page: page(() => import('../features/company/organization')) },
  { prefix: 'user.company.team', page: page(() => import('../features/company/team')) },
  { prefix: 'user.company.address', page: page(() => import('../features/company/address')) },
  { prefix: 'user.company.meetingroom', page: page(() => import('../features/company/meetingroom')) },
  { prefix: 'user.manage.role', page: page(() => import('../features/company/roles')) },
  { prefix: 'user.company.assets', page: page(() => import('../features/points')) },
  // 背调结果 (/cloud/check) and its report pages belong to the background check feature.
  { prefix: 'cloud.check', page: page(() => import('../features/background-check/results')) },
  // The background check agency's page (/out/check), plain like the candidate's pages.
  { prefix: 'out.check', page: page(() => import('../features/background-check/agency')) },
  // 面试登记表: the registration form's fields (features/interview/register-fields).
  { prefix: 'user.manage.interviewregister', page: page(() => import('../features/interview/register-fields')) },
  { prefix: 'user.other.docking', page: lazy(() => import('../features/integrations')) },
  // 自动化 and 提醒设置 (features/automation picks the page by route key).
  ...['user.seting.automation', 'user.seting.prompt'].map((prefix) => ({ prefix, page: automationPages })),
  // 邮箱设置: 发信设置, 个人发件邮箱, 短信 and 发送记录 (features/messaging/settings).
  { prefix: 'user.seting.email', page: page(() => import('../features/messaging/settings')) },
  // 邮件模板 and 候选人邮件预览 (features/messaging): one lazy module per page.
  { prefix: 'user.template.email', page: page(() => import('../features/messaging/templates')) },
  { prefix: 'recruit.preview.candidateemail', page: page(() => import('../features/messaging/preview')) },
  // Offer模板 and Offer邮件预览 (features/offer-letter): one lazy module per page.
  { prefix: 'user.template.offer', page: page(() => import('../features/offer-letter/templates')) },
  { prefix: 'recruit.preview.offeremail', page: page(() => import('../features/offer-letter/preview')) },
  // 消息中心, the bell's full list, in the main and the lite area.
  ...['home.notices', 'lite.notices'].map((prefix) => ({ prefix, page: noticePages })),
  // 审批: the job, demand and offer approval flow settings and 我的审批 (features/approvals).
  ...['user.manage.jobaudit', 'user.manage.recruitaudit', 'user.manage.offeraudit', 'approval', 'lite.approval'].map((prefix) => ({ prefix, page: approvalPages })),
  // 招聘目标 (features/report/goals): its own chunk, apart from the boards.
  { prefix: 'user.seting.goal', page: page(() => import('../features/report/goals')) },
  // 报表设置 → 报表订阅 (features/report/subscriptions): its own chunk as well.
  { prefix: 'user.seting.report', page: page(() => import('../features/report/subscriptions')) },
  // Offer字段 (features/offer-settings).
  { prefix: 'user.manage.offerfield', page: page(() => import('../features/offer-settings')) },
  // 渠道管理, 插件设置, 简历筛选规则 and 简历评分规则 belong to resume intake (features/intake picks the page by route key).
  ...['user.ditch.channel', 'user.manage.pluginSet', 'user.manage.filterrule', 'user.manage.resumenorm'].map((prefix) => ({ prefix, page: AREA_PAGES.intake })),
  // 我的职位 and the job settings pages (职位类别, 职级设置, 职位字段) belong to the job area (features/job picks the page by route key).
  ...['lite.job.list', 'user.manage.jobtype', 'user.manage.joblevel', 'user.manage.jobfield'].map((prefix) => ({ prefix, page: AREA_PAGES.job })),
  // 招聘需求: HR's list, the hiring manager's lite page and 招聘需求字段 (features/demand picks the page by route key).
  ...['job.demand', 'lite.recruit.demand', 'user.manage.recruitfield'].map((prefix) => ({ prefix, page: demandPages })),
  // 面试设置 (and 面试登记表, whose key starts the same) belong to the interview area (features/interview picks the page by route key).
  { prefix: 'user.manage.interview', page: AREA_PAGES.interview },
  // 日程设置 (working hours and busy blocks for self-scheduling) too.
  { prefix: 'user.seting.calendar', page: AREA_PAGES.interview },
  // 面试评价: the interviewer's page (lite and main) and 面试评价模板 (features/interview/evaluations picks the page by route key).
  ...['lite.evaluation', 'recruit.interview.evaluation', 'user.template.evaluate'].map((prefix) => ({ prefix, page: evaluationPages })),
  // 招聘流程, 招聘阶段 and 通用招聘设置 (features/process picks the page by route key).
  ...['user.manage.recruitprocess', 'user.manage.recruitstage', 'user.seting.recruit'].map((prefix) => ({ prefix, page: processPages })),
  // 申请表设置, 职位发布指引 and 雇主品牌宣传 belong to the careers portal (features/portal picks the page by route key).
  ...['user.seting.apply', 'user.seting.jobguide', 'user.seting.propaganda'].map((prefix) => ({ prefix, page: AREA_PAGES.portal })),
  // The pool's settings pages, 简历操作记录, 我的候选人 and the shared resume (/out/resume) belong to the talent pool (features/resume picks the page by route key).
  ...['user.manage.tag', 'user.manage.resumefield', 'user.manage.archivereason', 'user.seting.resume', 'user.seting.resumeexport', 'user.other.resumerecord', 'lite.resume.list', 'out.resume'].map(
    (prefix) => ({ prefix, page: AREA_PAGES.resume }),
  ),
];

/** The lazy page module that renders the route. */
export function pageFor(route: AppRoute): LazyPage {
  return FEATURE_PAGES.find((entry) => route.key.startsWith(entry.prefix))?.page ?? AREA_PAGES[route.area];
}

/** The chunk scope of the route, for the reload-once flag. */
export function chunkScopeOf(route: AppRoute): string {
  const page = pageFor(route);
  return page === authPages ? 'auth' : (FEATURE_PAGES.find((entry) => route.key.startsWith(entry.prefix))?.prefix ?? route.area);
}

/** Starts loading the page module of the route (when it has `preload`). */
export function preloadPage(route: AppRoute): void {
  pageFor(route).preload?.();
}

/**
 * Routes drawn without antd besides the sign-in screens: no antd provider (nor antd) is loaded
 * around them. Every other page gets antd's provider, so a new area may use antd freely; a page
 * listed here must stay antd-free (app/plain-pages.test.ts checks its imports).
 */
// The candidate's feedback pages (/out/feedback/userc/*) open on phones from a message: no antd.
export const PLAIN_ROUTE_KEYS: ReadonlySet<string> = new Set(['home', 'out.check', 'out.feedback.join', 'out.feedback.offer', 'out.feedback.exist', 'out.feedback.expire', ...['join', 'offer', 'abandon', 'exist', 'expire'].map((page) => `out.feedback.userc.${page}`)]);

/** Pages drawn without antd (the sign-in screens, /home): no antd provider is loaded around them. */
export function isPlainPage(route: AppRoute): boolean {
  return pageFor(route) === authPages || PLAIN_ROUTE_KEYS.has(route.key);
}
