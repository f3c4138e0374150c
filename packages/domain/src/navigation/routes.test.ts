import { describe, expect, it } from 'vitest';
import { isPermissionCode, permissionOf } from '../permissions/catalog';
import { MENU_GROUPS } from './menu-groups';
import { breadcrumbFor, matchRoute, ROUTES, routeByPath } from './routes';
import { interviewEvaluationPath } from './evaluation';
import { canAccessRoute } from './menu';

const list = (base: string, names: string) => names.split(' ').map((n) => `${base}/${n}`);

// Every address of spec section 2.
const SPEC_PATHS = [
  '/login', '/wwLogin', '/fsg', '/', '/home', '/middle', '/abroad', '/register', '/ppdemo',
  '/resume/list', '/resume/list/company', '/resume/list/:product', '/resume/detail/print', '/resume/detail/:id',
  ...list('/resume/mailtake', 'set wait processed'), '/resume/helper', '/more/:productHelp', '/resume/supplier',
  ...list('/resume/website', 'overview detail other placard'),
  '/recruit/job', '/recruit/interview', '/recruit/interview/calendar', '/recruit/preview', '/recruit/preview/candidateemail', '/recruit/preview/offeremail',
  '/job/list', '/job/demand',
  ...list('/report', 'list callrecord detail preview'), ...list('/report/board', 'scan candidate job360 hr interview offer channel'),
  '/more/aim/company', '/more/aim/function', '/more/predict', '/more/predict/detail', '/more/industryreport',
  ...list('/user/company', 'accounts base address assets organization team meetingroom'),
  ...list('/user/ditch', 'channel authentication reward employee'),
  ...list('/user/manage', 'role jobfield jobaudit jobtype joblevel recruitfield recruitaudit interview interviewregister offerfield offeraudit archivereason tag filterrule pluginSet resumefield resumenorm recruitprocess recruitstage'),
  ...list('/user/template', 'evaluate email offer'),
  ...list('/user/seting', 'calendar recruit automation call prompt goal resume addons resumeexport apply register jobguide email propaganda report'),
  ...list('/user/other', 'docking resumerecord'),
  ...list('/user/campus', 'site interviewsite ambassador/member ambassador/setup setting'),
  '/cloud/testcenter', ...list('/cloud/testcenter', 'talent manage 360evaluate devote'),
  ...list('/cloud/testcenter/asq/edit', 'preface question dimension setting'), ...list('/cloud/testcenter/asq', 'relation distribute progress report'),
  '/cloud/check', '/cloud/check/report', '/cloud/check/pvwreport', '/cloud/salary/query', '/cloud/salary/report',
  ...list('/cloud/study', 'course/mall courses course/plan stat personalcenter'), ...list('/cloud/exam', 'mark room testpaper questionbank'),
  ...list('/lite', 'interviewplan recruit/demand job/list resume/list cvscreen out/resume offeraudit'),
  '/out/forget', '/out/limit', ...list('/out/feedback/userc', 'abandon exist expire join offer'), ...list('/out/interview', 'signin register slots'), '/out/ddauth', '/out/resume', '/out/loading',
  '*',
];

describe('route table', () => {
  it('has unique paths and keys', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.key)).size).toBe(ROUTES.length);
  });

  it('covers every route of the spec', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const p of SPEC_PATHS) expect(paths.has(p), p).toBe(true);
  });

  it('gives every page a Chinese title', () => {
    for (const r of ROUTES) expect(r.title, r.path).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('requires only codes of the catalogue, of the route mode', () => {
    for (const r of ROUTES) {
      const codes = r.perm === undefined ? [] : typeof r.perm === 'number' ? [r.perm] : r.perm;
      for (const c of codes) expect(isPermissionCode(c), `${r.path} ${c}`).toBe(true);
      const sysOf = codes.map((c) => permissionOf(c)!.sys);
      // A page whose codes all belong to one mode is marked with that mode, and only such pages are.
      if (sysOf.length > 0 && sysOf.every((s) => s === 'campus')) expect(r.sys, r.path).toBe(2);
      if (sysOf.length > 0 && sysOf.every((s) => s === 'social')) expect(r.sys, r.path).toBe(1);
      if (r.sys !== undefined) expect(sysOf.every((s) => s !== (r.sys === 1 ? 'campus' : 'social')), r.path).toBe(true);
    }
  });

  it('leaves only sign-in, public and shared-link pages open, and protects every main page with a code or login', () => {
    for (const r of ROUTES.filter((x) => !x.auth)) expect(['auth', 'out'], r.path).toContain(r.area);
    for (const r of ROUTES.filter((x) => x.layout === 'public')) expect(r.auth, r.path).toBe(false);
    const loginOnly = ROUTES.filter((r) => r.auth && r.perm === undefined).map((r) => r.path);
    expect(loginOnly).toEqual(['/', '/home', '/middle', '/home/notices', '/ppdemo', '/lite', '/lite/notices']);
  });

  it('links redirects, parents and menu groups to things that exist', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const r of ROUTES) {
      if (r.redirect) expect(paths.has(r.redirect), r.path).toBe(true);
      if (r.parent) expect(paths.has(r.parent), r.path).toBe(true);
      if (r.menu && r.menu.group !== 'top') expect(MENU_GROUPS[r.menu.group], r.path).toBeDefined();
      if (r.menu) expect(r.path.includes(':'), r.path).toBe(false);
      if (r.layout === 'lite') expect(r.path.startsWith('/lite'), r.path).toBe(true);
    }
    for (const g of Object.values(MENU_GROUPS)) if (g.parent) expect(MENU_GROUPS[g.parent]).toBeDefined();
  });

  it('marks the areas later issues build', () => {
    const issueOf = (p: string) => routeByPath(p)?.issue;
    expect(issueOf('/resume/list/company')).toBe(3);
    expect(issueOf('/resume/detail/9')).toBe(3);
    expect(issueOf('/resume/mailtake/wait')).toBe(4);
    expect(issueOf('/job/demand')).toBe(5);
    expect(issueOf('/resume/website/detail')).toBe(5);
    expect(issueOf('/recruit/job')).toBe(6);
    expect(issueOf('/user/manage/recruitstage')).toBe(6);
    expect(issueOf('/cloud/check')).toBeUndefined();
  });
});

describe('routeByPath', () => {
  it('finds static and parameterised routes, ignoring query, hash and a trailing slash', () => {
    expect(routeByPath('/user/company/accounts')?.key).toBe('user.company.accounts');
    expect(routeByPath('/user/company/accounts/?sys=1')?.key).toBe('user.company.accounts');
    expect(routeByPath('/resume/detail/12?sys=2#notes')?.key).toBe('resume.detail.id');
    expect(routeByPath('/resume/detail/print')?.key).toBe('resume.detail.print');
    expect(routeByPath('/resume/list/lagou')?.title).toBe('平台人才库');
    expect(matchRoute('/resume/detail/12')?.params).toEqual({ id: '12' });
    expect(routeByPath('/')?.redirect).toBe('/home');
  });

  it('reads /more/{product}help as the helper and nothing else there', () => {
    expect(matchRoute('/more/lagouhelp')).toMatchObject({ route: { title: '简历助手' }, params: { productHelp: 'lagouhelp' } });
    expect(routeByPath('/more/lagouhelp/')?.key).toBe('more.productHelp');
    expect(routeByPath('/more/predict')?.key).toBe('more.predict');
    expect(routeByPath('/more/aim')?.redirect).toBe('/more/aim/company');
    expect(routeByPath('/more/whatever')).toBeUndefined();
  });

  it('answers undefined for unknown addresses', () => {
    expect(routeByPath('/nope')).toBeUndefined();
    expect(routeByPath('/resume/detail')).toBeUndefined();
    expect(routeByPath('/resume/detail/1/2')).toBeUndefined();
  });
});

describe('interview evaluation page', () => {
  it('has an address in the lite area for 用人经理 and 前台 and one in the main area for everyone else', () => {
    const lite = interviewEvaluationPath(7, 3);
    const main = interviewEvaluationPath(7, 2);
    expect([lite, interviewEvaluationPath(7, 5), main]).toEqual(['/lite/evaluation/7', '/lite/evaluation/7', '/recruit/interview/evaluation/7']);
    expect(matchRoute(lite)).toMatchObject({ route: { layout: 'lite', area: 'lite', title: '面试评价' }, params: { id: '7' } });
    expect(matchRoute(main)).toMatchObject({ route: { layout: 'main', area: 'interview', title: '面试评价' }, params: { id: '7' } });
    const codes = { codes: [250010] };
    expect(canAccessRoute(matchRoute(lite)!.route, { roleType: 3, ...codes })).toBe(true);
    expect(canAccessRoute(matchRoute(main)!.route, { roleType: 3, ...codes })).toBe(false);
    expect(canAccessRoute(matchRoute(main)!.route, { roleType: 2, ...codes })).toBe(true);
    expect(canAccessRoute(matchRoute(main)!.route, { roleType: 2, codes: [220006] })).toBe(false);
  });
});

describe('breadcrumbFor', () => {
  it('walks menu groups and parent pages', () => {
    expect(breadcrumbFor('/user/company/accounts')).toEqual([{ title: '设置' }, { title: '公司设置' }, { title: '账号管理' }]);
    expect(breadcrumbFor('/resume/detail/3')).toEqual([{ title: '人才库' }, { title: '企业人才库', path: '/resume/list/company' }, { title: '简历详情' }]);
    expect(breadcrumbFor('/report/board/hr')).toEqual([{ title: '报表' }, { title: '数据看板', path: '/report/board/scan' }, { title: 'HR工作量' }]);
    expect(breadcrumbFor('/cloud/exam/mark')).toEqual([{ title: '人才云' }, { title: '考试' }, { title: '阅卷' }]);
    expect(breadcrumbFor('/home')).toEqual([{ title: '首页' }]);
    expect(breadcrumbFor('/nope')).toEqual([]);
  });
});
