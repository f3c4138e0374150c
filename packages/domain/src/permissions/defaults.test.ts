import { describe, expect, it } from 'vitest';
import { grantableCodes, PERMISSIONS, permissionsForSys } from './catalog';
import { offerFieldCode } from './catalog-offer';
import { defaultPermissions, SUPER_ADMIN_ONLY_CODES } from './defaults';
import { Perm } from './perm';
import { isLiteRoleType, LITE_ROLE_TYPES, SYSTEM_ROLES, SystemRoleCode } from './roles';
import type { SysType } from './sys';

const SYS: SysType[] = [1, 2];
const managerOnly = new Set(PERMISSIONS.filter((p) => p.managerOnly).map((p) => p.code));
const all = (sys: SysType) => permissionsForSys(sys).map((p) => p.code).sort((a, b) => a - b);
const defaults = (code: SystemRoleCode, sys: SysType) => new Set(defaultPermissions(code, sys));

describe('system roles', () => {
  it('are the spec roles with their role types', () => {
    expect(SYSTEM_ROLES.map((r) => [r.code, r.name, r.roleType])).toEqual([
      [1, '超级管理员', 1], [8, '管理员', 1], [2, 'HR', 2], [10, '见习HR', 2], [3, '用人经理', 3], [5, '前台', 5], [4, '内推人', 4],
    ]);
    for (const r of SYSTEM_ROLES) expect(r.description.length).toBeGreaterThan(0);
  });

  it('sends role types 3 and 5 to the lite area', () => {
    expect(LITE_ROLE_TYPES).toEqual([3, 5]);
    expect([1, 2, 3, 4, 5].filter(isLiteRoleType)).toEqual([3, 5]);
    expect(isLiteRoleType(null)).toBe(false);
  });
});

describe('default permissions', () => {
  it.each(SYSTEM_ROLES.flatMap((r) => SYS.map((s) => [r.name, s, r] as const)))('%s in sys %s: known codes of that mode, ascending, grantable to its role type', (_name, sys, role) => {
    const codes = defaultPermissions(role.code, sys);
    const inSys = new Set(all(sys));
    expect(codes).toEqual([...new Set(codes)].sort((a, b) => a - b));
    for (const c of codes) expect(inSys.has(c), String(c)).toBe(true);
    const grantable = new Set(grantableCodes(role.roleType, sys));
    for (const c of codes) expect(grantable.has(c), `${role.name} ${c}`).toBe(true);
  });

  it('respects the sys split', () => {
    for (const role of SYSTEM_ROLES) {
      const social = defaultPermissions(role.code, 1);
      const campus = defaultPermissions(role.code, 2);
      expect(social.some((c) => Math.floor(c / 10000) === 39 || Math.floor(c / 10000) === 11 || c === 400005)).toBe(false);
      expect(campus.some((c) => Math.floor(c / 10000) === 10 || c === Perm.AbroadRecruit)).toBe(false);
    }
  });

  it('gives the super administrator everything', () => {
    for (const sys of SYS) expect(defaultPermissions(SystemRoleCode.SuperAdmin, sys)).toEqual(all(sys));
  });

  it('gives administrators everything but billing and integrations', () => {
    for (const sys of SYS) {
      const admin = defaults(SystemRoleCode.Admin, sys);
      expect(admin.size).toBe(all(sys).length - SUPER_ADMIN_ONLY_CODES.length);
      expect(admin.has(Perm.CompanyAccounts) && admin.has(Perm.CompanyRoles) && admin.has(Perm.Automation)).toBe(true);
      expect(admin.has(Perm.CompanyAssets) || admin.has(Perm.CompanyDocking)).toBe(false);
    }
  });

  it('leaves 招聘目标 to administrators; HR and hiring managers read how far the goals have come on the boards', () => {
    for (const sys of SYS) {
      expect(defaults(SystemRoleCode.SuperAdmin, sys).has(Perm.RecruitGoals)).toBe(true);
      expect(defaults(SystemRoleCode.Admin, sys).has(Perm.RecruitGoals)).toBe(true);
      for (const role of [SystemRoleCode.Hr, SystemRoleCode.HiringManager, SystemRoleCode.TraineeHr]) expect(defaults(role, sys).has(Perm.RecruitGoals), String(role)).toBe(false);
      const hr = defaults(SystemRoleCode.Hr, sys);
      expect(hr.has(Perm.ReportBoard) && defaults(SystemRoleCode.HiringManager, sys).has(Perm.ReportBoard)).toBe(true);
    }
  });

  it('gives HR the recruiting work without company settings or manager-only settings', () => {
    for (const sys of SYS) {
      const hr = defaultPermissions(SystemRoleCode.Hr, sys);
      expect(hr.filter((c) => Math.floor(c / 10000) === 32)).toEqual([]);
      expect(hr.filter((c) => managerOnly.has(c))).toEqual([]);
      for (const c of [Perm.TalentPoolView, Perm.ResumeDelete, Perm.ResumeHandOver, Perm.CandidateContact, Perm.ProcessView, Perm.Tags, Perm.RecruitProcesses]) {
        expect(hr, String(c)).toContain(c);
      }
    }
  });

  it('gives the trainee a read-mostly subset of HR', () => {
    for (const sys of SYS) {
      const hr = defaults(SystemRoleCode.Hr, sys);
      const trainee = defaultPermissions(SystemRoleCode.TraineeHr, sys);
      for (const c of trainee) expect(hr.has(c), String(c)).toBe(true);
      for (const c of [Perm.ResumeDelete, Perm.ResumeExport, Perm.ResumeHandOver, Perm.ReportExport, Perm.ProcessExport, Perm.CandidateDownload]) {
        expect(trainee).not.toContain(c);
      }
      expect(trainee).toContain(Perm.TalentPoolView);
    }
  });

  it('gives the hiring manager the lite work with contacts masked and salaries hidden', () => {
    for (const sys of SYS) {
      const hm = defaults(SystemRoleCode.HiringManager, sys);
      for (const c of [Perm.ScreenFeedback, Perm.EvaluationWrite, Perm.DemandSubmit, Perm.JobView, Perm.InterviewView, offerFieldCode('entryTime', sys)]) {
        expect(hm.has(c), String(c)).toBe(true);
      }
      for (const c of [Perm.CandidateContact, Perm.TalentPoolView, offerFieldCode('regularSalary', sys), Perm.CompanyAccounts]) expect(hm.has(c), String(c)).toBe(false);
    }
  });

  it('gives the front desk interview sign-in and the referrer referral only', () => {
    expect(defaultPermissions(SystemRoleCode.FrontDesk, 1)).toEqual([Perm.InterviewView, Perm.InterviewSignIn, Perm.InterviewCalendar].sort((a, b) => a - b));
    expect(defaultPermissions(SystemRoleCode.Referrer, 2)).toEqual([Perm.ReferralRecommend]);
  });
});
