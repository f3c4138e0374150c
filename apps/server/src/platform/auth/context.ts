import { isLiteRoleType, SysType } from '@bole/domain';

/** Who is calling, resolved from the session once per request. */
export type AuthContext = {
  sessionId: number;
  accountId: number;
  companyId: number;
  userName: string;
  roleId: number;
  roleName: string;
  roleType: number;
  systemCode: number | null;
  isSuperAdmin: boolean;
  socialCodes: ReadonlySet<number>;
  campusCodes: ReadonlySet<number>;
  /** The sys type this request works in (header `sysType`), null for lite roles. */
  sysType: SysType | null;
  /** The codes in force for this request. */
  codes: ReadonlySet<number>;
};

type Grants = { roleType: number; socialCodes: number[]; campusCodes: number[]; socialOpen: boolean; campusOpen: boolean };

/**
 * The sys type of a request: the header when it names an open mode the role holds codes
 * in; otherwise social, or campus for a user with campus permissions only. Lite roles
 * (hiring manager, front desk) send none and work across both.
 */
export function resolveSysType(header: string | undefined, g: Grants): SysType | null {
  if (isLiteRoleType(g.roleType)) return null;
  const social = g.socialOpen && g.socialCodes.length > 0;
  const campus = g.campusOpen && g.campusCodes.length > 0;
  if (header === '2' && campus) return SysType.Campus;
  if (header === '1' && social) return SysType.Social;
  return !social && campus ? SysType.Campus : SysType.Social;
}

/** The permission codes in force for the resolved sys type. */
export function codesFor(sysType: SysType | null, socialCodes: number[], campusCodes: number[]): Set<number> {
  if (sysType === SysType.Social) return new Set(socialCodes);
  if (sysType === SysType.Campus) return new Set(campusCodes);
  return new Set([...socialCodes, ...campusCodes]);
}
