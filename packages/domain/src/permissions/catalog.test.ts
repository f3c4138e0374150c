import { describe, expect, it } from 'vitest';
import {
  grantableCodes,
  hasAnyPermission,
  isPermissionCode,
  PERMISSION_GROUPS,
  permissionCodeSchema,
  permissionGroupsForSys,
  permissionName,
  PERMISSIONS,
  permissionsForSys,
} from './catalog';
import { OFFER_FIELD_PERMS, offerFieldCode, offerFieldCodes } from './catalog-offer';
import { Perm } from './perm';
import { SysType } from './sys';

// The ranges of spec section 6, inclusive.
const SPEC_RANGES: [number, number][] = [
  [210001, 210013], [220001, 220014], [230001, 230008], [240001, 240004], [250001, 250041], [260001, 260001],
  [410001, 410003], [430001, 430002], [460002, 460006], [440002, 440005], [420001, 420001], [310001, 310012],
  [320001, 320010], [400001, 400006], [330001, 330019], [340001, 340008], [380001, 380005], [350001, 350002],
  [360001, 360002], [390001, 390004], [100002, 100009], [110002, 110009],
];
const specCodes = SPEC_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
const codesOf = (list: { code: number }[]) => list.map((p) => p.code);

describe('permission catalogue', () => {
  it('holds every code of the spec exactly once, and nothing else', () => {
    const codes = PERMISSIONS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort((a, b) => a - b)).toEqual([...specCodes].sort((a, b) => a - b));
  });

  it('names every code in Chinese', () => {
    for (const p of PERMISSIONS) expect(p.name, String(p.code)).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('groups every code once, with unique group keys and Chinese titles', () => {
    const grouped = PERMISSION_GROUPS.flatMap((g) => g.codes);
    expect(grouped.length).toBe(PERMISSIONS.length);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(new Set(PERMISSION_GROUPS.map((g) => g.key)).size).toBe(PERMISSION_GROUPS.length);
    for (const p of PERMISSIONS) expect(PERMISSION_GROUPS.find((g) => g.key === p.group)?.codes).toContain(p.code);
    expect(PERMISSION_GROUPS[0]?.title).toBe('人才库');
  });

  it('names the codes the spec and other modules rely on', () => {
    expect(permissionName(Perm.CandidateContact)).toBe('查看候选人联系方式');
    expect(permissionName(Perm.ResumeDelete)).toBe('删除简历');
    expect(permissionName(Perm.TalentPoolView)).toBe('查看企业人才库');
    expect(permissionName(Perm.CompanyAccounts)).toBe('账号管理');
    expect(permissionName(Perm.CompanyRoles)).toBe('角色权限');
    expect(PERMISSIONS.find((p) => p.code === 210011)?.group).toBe('candidate');
    expect(permissionName(999999)).toBe('999999');
  });

  it('gives each Perm name a distinct catalogue code', () => {
    const values = Object.values(Perm);
    expect(new Set(values).size).toBe(values.length);
    for (const code of values) expect(isPermissionCode(code), String(code)).toBe(true);
    // Everything but the offer field codes has a name in Perm.
    const offer = new Set([...offerFieldCodes(1), ...offerFieldCodes(2)]);
    expect(values.length + offer.size).toBe(PERMISSIONS.length);
  });

  it('tells catalogue codes from other values', () => {
    expect(isPermissionCode(250001)).toBe(true);
    expect(isPermissionCode(250042)).toBe(false);
    expect(isPermissionCode('250001')).toBe(false);
    expect(permissionCodeSchema.safeParse(320001).success).toBe(true);
    expect(permissionCodeSchema.safeParse(320011).success).toBe(false);
  });
});

describe('sys split', () => {
  const social = new Set(codesOf(permissionsForSys(SysType.Social)));
  const campus = new Set(codesOf(permissionsForSys(SysType.Campus)));

  it('keeps campus-only codes out of 社招 and social-only codes out of 校招', () => {
    for (const c of [390001, 390004, 400005, 400006, 110002, 110009]) {
      expect(social.has(c), String(c)).toBe(false);
      expect(campus.has(c), String(c)).toBe(true);
    }
    for (const c of [100002, 100009, 310012]) {
      expect(social.has(c), String(c)).toBe(true);
      expect(campus.has(c), String(c)).toBe(false);
    }
    for (const c of [210001, 250001, 320001, 400001]) expect(social.has(c) && campus.has(c)).toBe(true);
  });

  it('shows each mode its own offer field codes', () => {
    expect(offerFieldCode('entryTime', 1)).toBe(100002);
    expect(offerFieldCode('reportTo', 2)).toBe(110009);
    expect(offerFieldCodes(2)).toHaveLength(Object.keys(OFFER_FIELD_PERMS).length);
    const social = permissionGroupsForSys(1).find((g) => g.key === 'offerField')!;
    expect(social.codes).toEqual(offerFieldCodes(1));
    expect(permissionGroupsForSys(1).some((g) => g.key === 'campus')).toBe(false);
    expect(permissionGroupsForSys(2).find((g) => g.key === 'campus')?.codes).toEqual([390001, 390002, 390003, 390004]);
  });
});

describe('grants', () => {
  it('keeps manager-only codes for 管理员-type roles', () => {
    const hr = new Set(grantableCodes(2, 1));
    const admin = new Set(grantableCodes(1, 1));
    expect(hr.has(Perm.CompanyAccounts)).toBe(false);
    expect(hr.has(Perm.Automation)).toBe(false);
    expect(hr.has(Perm.Tags)).toBe(true);
    expect(admin.has(Perm.CompanyAccounts) && admin.has(Perm.Automation)).toBe(true);
    for (const p of PERMISSIONS) if (Math.floor(p.code / 10000) === 32) expect(p.managerOnly, String(p.code)).toBe(true);
  });

  it('checks any-of requirements against sets and arrays', () => {
    expect(hasAnyPermission([1, 2], undefined)).toBe(true);
    expect(hasAnyPermission([1, 2], [])).toBe(true);
    expect(hasAnyPermission(new Set([210001]), 210001)).toBe(true);
    expect(hasAnyPermission([210001], [220001, 210001])).toBe(true);
    expect(hasAnyPermission([], 210001)).toBe(false);
  });
});
