import { describe, expect, it } from 'vitest';
import { defaultPermissions } from './defaults';
import { codesBeyond, mayGrant } from './grants';
import { Perm } from './perm';

const admin = { isSuperAdmin: false, held: new Set(defaultPermissions(8, 1)) };
const superAdmin = { isSuperAdmin: true, held: new Set(defaultPermissions(1, 1)) };

describe('who may grant a code', () => {
  it('lets an administrator give only codes he holds, never the super administrator’s own', () => {
    expect(mayGrant(admin, Perm.CompanyAccounts)).toBe(true);
    expect(mayGrant(admin, Perm.CompanyAssets)).toBe(false);
    expect(mayGrant(admin, Perm.CompanyDocking)).toBe(false);
    // Even when granted 资产与套餐 himself, he cannot pass it on.
    expect(mayGrant({ isSuperAdmin: false, held: new Set([Perm.CompanyAssets]) }, Perm.CompanyAssets)).toBe(false);
    expect(mayGrant({ isSuperAdmin: false, held: new Set([Perm.JobView]) }, Perm.TalentPoolView)).toBe(false);
  });

  it('lets the super administrator give every code', () => {
    expect(mayGrant(superAdmin, Perm.CompanyAssets)).toBe(true);
    expect(codesBeyond(superAdmin, defaultPermissions(1, 2))).toEqual([]);
  });

  it('lists the codes beyond the grantor once, ascending', () => {
    expect(codesBeyond(admin, [Perm.CompanyDocking, Perm.JobView, Perm.CompanyAssets, Perm.CompanyDocking])).toEqual([Perm.CompanyAssets, Perm.CompanyDocking]);
  });
});
