import type { AccountInfo } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { resolveSysType } from '../../platform/auth/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { accounts, companies, roles } from '../company/tables';

/** The current user as spec section 3 describes it, with `allows` per sys type. */
export async function loadAccountInfo(db: DbOrTx, config: Config, accountId: number, sysHeader?: string): Promise<AccountInfo> {
  const [row] = await db
    .select({ account: accounts, company: companies, role: roles })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) throw new AppError('NOT_LOGGED_IN');
  const { account, company, role } = row;
  const socialOpenFlag = company.socialOpen && role.socialCodes.length > 0;
  const schoolOpenFlag = company.campusOpen && role.campusCodes.length > 0;
  const logoUrl = company.logoFileId ? `/api/files/${company.logoFileId}` : null;
  return {
    userName: account.userName,
    userId: account.id,
    companyId: company.id,
    companyName: company.name,
    loginEmail: account.loginEmail,
    loginMobile: account.loginMobile,
    logoId: company.logoFileId,
    meetingLink: account.meetingLink,
    roleType: role.roleType,
    role: role.systemCode,
    roleName: role.name,
    thirdUserId: account.thirdUserId,
    effected: account.status === 1,
    isWxWorkUser: false,
    isDingWorkUser: account.thirdUserId !== null,
    crmSyncBrand: false,
    loginType: 1,
    alphaFlag: false,
    alphaQianZhiFlag: false,
    beisenFlag: false,
    ruiPersonnelFlag: false,
    allows: {
      socialOpenFlag,
      schoolOpenFlag,
      socialAuths: company.socialOpen ? role.socialCodes : [],
      schoolAuths: company.campusOpen ? role.campusCodes : [],
      // Hiring managers work in the lite area across both modes.
      userPersonAuths: role.roleType === 3 ? [...new Set([...role.socialCodes, ...role.campusCodes])] : [],
    },
    email: account.loginEmail,
    mobile: account.loginMobile,
    id: account.id,
    name: account.userName,
    logo: logoUrl,
    logoUrl,
    resourceEnoughFlag: true,
    sysType: resolveSysType(sysHeader, { roleType: role.roleType, socialCodes: role.socialCodes, campusCodes: role.campusCodes, socialOpen: company.socialOpen, campusOpen: company.campusOpen }),
    portalUrl: `${config.publicUrl}/portal/${company.slug}`,
  };
}
