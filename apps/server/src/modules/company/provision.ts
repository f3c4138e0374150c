import { randomBytes } from 'node:crypto';
import { defaultPermissions, SYSTEM_ROLES, SysType } from '@bole/domain';
import type { DbOrTx } from '../../platform/db/client';
import { ensureDefaultEvaluationTemplate } from '../interviews/evaluation-templates';
import { ensureDefaultOfferLetterTemplate } from '../offer-letters/templates.service';
import { accounts, companies, orgs, roles } from './tables';

export type NewCompany = { companyName: string; userName: string; loginEmail: string; loginMobile: string; passwordHash: string };

/** A short unguessable slug for the company's public portal address. */
function newSlug(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Sets up a new company: its system roles with their default permissions, the root
 * department named after it, and the registering person as super administrator.
 */
export async function provisionCompany(tx: DbOrTx, input: NewCompany): Promise<{ companyId: number; accountId: number; roleIds: Map<number, number>; rootOrgId: number }> {
  const [company] = await tx.insert(companies).values({ name: input.companyName, slug: newSlug() }).returning({ id: companies.id });
  const companyId = company!.id;
  const roleRows = await tx
    .insert(roles)
    .values(
      SYSTEM_ROLES.map((r) => ({
        companyId,
        name: r.name,
        kind: 'system' as const,
        systemCode: r.code,
        roleType: r.roleType,
        description: r.description,
        socialCodes: [...defaultPermissions(r.code, SysType.Social)],
        campusCodes: [...defaultPermissions(r.code, SysType.Campus)],
      })),
    )
    .returning({ id: roles.id, systemCode: roles.systemCode });
  const roleIds = new Map(roleRows.map((r) => [r.systemCode!, r.id]));
  const [root] = await tx.insert(orgs).values({ companyId, name: input.companyName, parentId: null }).returning({ id: orgs.id });
  const [owner] = await tx
    .insert(accounts)
    .values({
      companyId,
      userName: input.userName,
      loginEmail: input.loginEmail.toLowerCase(),
      loginMobile: input.loginMobile,
      passwordHash: input.passwordHash,
      roleId: roleIds.get(1)!,
      orgId: root!.id,
      isSuperAdmin: true,
    })
    .returning({ id: accounts.id });
  // 面试评价模板: every company starts with 通用面试评价 as its default.
  await ensureDefaultEvaluationTemplate(tx, companyId, owner!.id);
  // Offer模板: and 标准录用通知书 as its default letter.
  await ensureDefaultOfferLetterTemplate(tx, companyId, owner!.id);
  return { companyId, accountId: owner!.id, roleIds, rootOrgId: root!.id };
}
