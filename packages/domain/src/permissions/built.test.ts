import { describe, expect, it } from 'vitest';
import { BUILT_PERMISSION_CODES, isPermissionBuilt } from './built';
import { isPermissionCode, PERMISSIONS } from './catalog';
import { offerFieldCodes } from './catalog-offer';
import { Perm } from './perm';

describe('built permission codes', () => {
  it('are codes of the catalogue', () => {
    for (const code of BUILT_PERMISSION_CODES) expect(isPermissionCode(code), String(code)).toBe(true);
  });

  it('mark the features this build has and leave out the areas still to come', () => {
    for (const code of [Perm.TalentPoolView, Perm.JobView, Perm.CompanyRoles, Perm.ResumePrint, Perm.Portal, Perm.OfferEdit, Perm.RecruitGoals, Perm.ReportSettings, ...offerFieldCodes(1), ...offerFieldCodes(2)]) {
      expect(isPermissionBuilt(code), String(code)).toBe(true);
    }
    for (const code of [Perm.AbroadRecruit, Perm.ReportCallRecord, Perm.Courses]) {
      expect(isPermissionBuilt(code), String(code)).toBe(false);
    }
    // Most of the catalogue's codes still wait for their areas.
    expect(BUILT_PERMISSION_CODES.size).toBeGreaterThan(50);
    expect(BUILT_PERMISSION_CODES.size).toBeLessThan(PERMISSIONS.length);
  });
});
