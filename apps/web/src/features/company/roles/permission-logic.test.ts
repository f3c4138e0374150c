import { describe, expect, it } from 'vitest';
import type { PermissionCatalog, PermissionGroupView } from '@bole/domain';
import { grantableSubset, groupCheckState, isChangeable, sameCodes, toggleCode, toggleGroup } from './permission-logic';

const company: PermissionGroupView = {
  key: 'company',
  title: '公司设置',
  items: [
    { code: 320001, name: '账号管理', sys: 'both', managerOnly: true },
    { code: 320003, name: '企业信息', sys: 'both', managerOnly: false },
    { code: 320006, name: '地址管理', sys: 'both', managerOnly: false },
  ],
};

describe('groupCheckState', () => {
  it('counts only the codes the role type may hold', () => {
    expect(groupCheckState(company, new Set([320003]), 2)).toEqual({ checked: false, indeterminate: true, selected: 1, total: 2 });
    expect(groupCheckState(company, new Set([320003, 320006]), 2)).toEqual({ checked: true, indeterminate: false, selected: 2, total: 2 });
    expect(groupCheckState(company, new Set([320003, 320006]), 1)).toMatchObject({ checked: false, indeterminate: true, total: 3 });
    expect(groupCheckState(company, new Set(), 1)).toMatchObject({ checked: false, indeterminate: false });
  });
});

describe('toggleGroup', () => {
  it('checks every grantable code and leaves manager-only codes alone for an HR role', () => {
    expect(toggleGroup([210001], company, true, 2)).toEqual([210001, 320003, 320006]);
  });

  it('checks manager-only codes for an administrator role', () => {
    expect(toggleGroup([], company, true, 1)).toEqual([320001, 320003, 320006]);
  });

  it('clears the group and keeps codes of other groups', () => {
    expect(toggleGroup([210001, 320001, 320003], company, false, 1)).toEqual([210001]);
  });
});

describe('codes', () => {
  it('toggles one code and compares sets regardless of order', () => {
    expect(toggleCode([320006, 210001], 220001, true)).toEqual([210001, 220001, 320006]);
    expect(toggleCode([210001, 220001], 210001, false)).toEqual([220001]);
    expect(sameCodes([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(sameCodes([1, 2], [1, 2, 3])).toBe(false);
  });

  it('copies only what the new role type may hold in each mode', () => {
    const catalog: PermissionCatalog = {
      social: [company],
      campus: [{ key: 'campus', title: '校招', items: [{ code: 400005, name: '校园大使', sys: 'campus', managerOnly: false }] }],
    };
    const grants = { social: [320001, 320003, 400005], campus: [400005, 320003] };
    expect(grantableSubset(catalog, grants, 2)).toEqual({ social: [320003], campus: [400005] });
    expect(grantableSubset(catalog, grants, 1)).toEqual({ social: [320001, 320003], campus: [400005] });
  });
});

describe('what the user may grant', () => {
  const admin = { isSuperAdmin: false, held: new Set([320001, 320003]) };

  it('leaves codes the user does not hold out of check-all, its count and copying', () => {
    expect(toggleGroup([], company, true, 1, admin)).toEqual([320001, 320003]);
    expect(toggleGroup([320001, 320003, 320006], company, false, 1, admin)).toEqual([320006]);
    expect(groupCheckState(company, new Set([320001, 320003]), 1, admin)).toMatchObject({ checked: true, total: 2 });
    const catalog: PermissionCatalog = { social: [company], campus: [company] };
    expect(grantableSubset(catalog, { social: [320001, 320006], campus: [320006] }, 1, { social: admin })).toEqual({ social: [320001], campus: [320006] });
  });

  it('lets the super administrator change every code the role type allows', () => {
    expect(toggleGroup([], company, true, 1, { isSuperAdmin: true, held: new Set() })).toEqual([320001, 320003, 320006]);
    expect(isChangeable({ code: 320008, name: '资产与套餐', sys: 'both', managerOnly: true }, 1, { isSuperAdmin: false, held: new Set([320008]) })).toBe(false);
  });
});
