import type { MenuItem } from '../api/account';
import { describe, expect, it } from 'vitest';
import { defaultPermissions } from '../permissions/defaults';
import { SYSTEM_ROLES, SystemRoleCode } from '../permissions/roles';
import type { SysType } from '../permissions/sys';
import { canAccessRoute, menuFor } from './menu';
import { routeByPath } from './routes';

const leaves = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children ? leaves(i.children) : [i]));
const paths = (items: MenuItem[]) => leaves(items).map((i) => i.path!);
const roleOf = (code: SystemRoleCode) => SYSTEM_ROLES.find((r) => r.code === code)!;
const menuOf = (code: SystemRoleCode, sysType: SysType) => menuFor({ roleType: roleOf(code).roleType, sysType, codes: defaultPermissions(code, sysType) });
const titles = (items: MenuItem[]) => items.map((i) => i.title);
const noEmptyGroups = (items: MenuItem[]): boolean => items.every((i) => i.children === undefined || (i.children.length > 0 && noEmptyGroups(i.children)));

describe('menuFor', () => {
  it.each(SYSTEM_ROLES.flatMap((r) => ([1, 2] as const).map((s) => [r.name, s, r.code] as const)))('%s (sys %s): only reachable pages of that mode, no empty groups', (_n, sys, code) => {
    const menu = menuOf(code, sys);
    const role = roleOf(code);
    expect(noEmptyGroups(menu)).toBe(true);
    for (const p of paths(menu)) {
      const route = routeByPath(p)!;
      expect(route, p).toBeDefined();
      expect(canAccessRoute(route, { roleType: role.roleType, sysType: sys, codes: defaultPermissions(code, sys) }), p).toBe(true);
    }
    const keys = leaves(menu).map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shows the super administrator every area, with campus pages only in 校招', () => {
    const social = menuOf(SystemRoleCode.SuperAdmin, 1);
    expect(titles(social)).toEqual(['首页', '我的审批', '人才库', '招聘', '职位', '报表', '工具', '人才云', '设置']);
    const settings = social.find((i) => i.title === '设置')!;
    expect(titles(settings.children!)).toEqual(['公司设置', '招聘管理', '模板', '系统设置', '渠道与内推', '其他']);
    expect(paths(social)).toContain('/user/company/accounts');
    expect(paths(social)).toContain('/abroad');
    expect(paths(social).filter((p) => p.startsWith('/user/campus') || p === '/resume/website/placard')).toEqual([]);

    const campus = menuOf(SystemRoleCode.SuperAdmin, 2);
    expect(titles(campus.find((i) => i.title === '设置')!.children!)).toContain('校招设置');
    expect(paths(campus)).toContain('/user/campus/ambassador/member');
    expect(paths(campus)).toContain('/resume/website/placard');
    expect(paths(campus).filter((p) => p === '/abroad' || p.startsWith('/more/'))).toEqual(['/more/industryreport']);
  });

  it('points redirecting entries at their target and puts icons on the first level', () => {
    const menu = menuOf(SystemRoleCode.SuperAdmin, 1);
    expect(paths(menu)).toContain('/report/board/scan');
    expect(paths(menu)).toContain('/resume/mailtake/wait');
    for (const item of menu) expect(item.icon, item.title).toMatch(/Outlined$/);
  });

  it('keeps company settings and manager-only settings from HR', () => {
    for (const sys of [1, 2] as const) {
      const hr = menuOf(SystemRoleCode.Hr, sys);
      const all = paths(hr);
      expect(all.filter((p) => p.startsWith('/user/company') || p.startsWith('/user/other') || p === '/user/manage/role')).toEqual([]);
      expect(all).not.toContain('/user/seting/automation');
      expect(all).toContain('/user/manage/tag');
      expect(all).toContain('/resume/list/company');
      expect(titles(hr.find((i) => i.title === '设置')!.children!)).not.toContain('公司设置');
    }
  });

  it('gives the administrator all settings but assets and integrations', () => {
    const admin = paths(menuOf(SystemRoleCode.Admin, 1));
    expect(admin).toContain('/user/manage/role');
    expect(admin).not.toContain('/user/company/assets');
    expect(admin).not.toContain('/user/other/docking');
  });

  it('shows the trainee no settings', () => {
    const trainee = menuOf(SystemRoleCode.TraineeHr, 1);
    expect(titles(trainee)).not.toContain('设置');
    expect(paths(trainee)).toContain('/resume/list/company');
  });

  it('shows the hiring manager and the front desk only lite entries', () => {
    for (const sys of [1, 2] as const) {
      const hm = menuOf(SystemRoleCode.HiringManager, sys);
      expect(paths(hm)).toEqual(['/lite/interviewplan', '/lite/resume/list', '/lite/cvscreen', '/lite/offeraudit', '/lite/recruit/demand', '/lite/job/list', '/lite/approval']);
      expect(hm.every((i) => i.children === undefined && i.icon !== undefined)).toBe(true);
      expect(paths(menuOf(SystemRoleCode.FrontDesk, sys))).toEqual(['/lite/interviewplan']);
    }
    // Lite roles send no sys type.
    expect(paths(menuFor({ roleType: 5, sysType: null, codes: new Set(defaultPermissions(SystemRoleCode.FrontDesk, 1)) }))).toEqual(['/lite/interviewplan']);
  });

  it('shows the referrer the home page only', () => {
    expect(paths(menuOf(SystemRoleCode.Referrer, 1))).toEqual(['/home']);
  });
});

describe('canAccessRoute', () => {
  const hr = { roleType: 2, sysType: 1 as const, codes: defaultPermissions(SystemRoleCode.Hr, 1) };
  const hm = { roleType: 3, codes: defaultPermissions(SystemRoleCode.HiringManager, 1) };

  it('keeps lite roles in /lite and everyone else out of it', () => {
    expect(canAccessRoute(routeByPath('/lite/cvscreen')!, hm)).toBe(true);
    expect(canAccessRoute(routeByPath('/job/list')!, hm)).toBe(false);
    expect(canAccessRoute(routeByPath('/home')!, hm)).toBe(false);
    expect(canAccessRoute(routeByPath('/lite/cvscreen')!, { ...hr, codes: [...hr.codes] })).toBe(false);
    expect(canAccessRoute(routeByPath('/login')!, hm)).toBe(true);
    expect(canAccessRoute(routeByPath('/out/feedback/userc/join')!, hr)).toBe(true);
  });

  it('checks mode and codes', () => {
    expect(canAccessRoute(routeByPath('/user/campus/site')!, hr)).toBe(false);
    expect(canAccessRoute(routeByPath('/user/campus/site')!, { ...hr, sysType: 2, codes: defaultPermissions(SystemRoleCode.Hr, 2) })).toBe(true);
    expect(canAccessRoute(routeByPath('/user/company/accounts')!, hr)).toBe(false);
    expect(canAccessRoute(routeByPath('/resume/detail/5')!, hr)).toBe(true);
  });
});
