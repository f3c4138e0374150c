import {
  codesBeyond,
  defaultPermissions,
  grantableCodes,
  permissionName,
  SUPER_ADMIN_ONLY_CODES,
  SysType,
  sysTypeShortLabels,
  SystemRoleCode,
  systemRoleOf,
  type Grantor,
  type RoleCreate,
  type RoleRow,
  type RoleUpdate,
} from '@bole/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { byDisplayOrder, presentRole } from './roles.presenter';
import * as repo from './roles.repository';
import { rethrowTaken } from './shared';

const nameTaken = rethrowTaken('roles_company_name_uq', 'ROLE_NAME_TAKEN');

type Grants = { socialCodes?: number[]; campusCodes?: number[] };
type FieldError = { field: string; message: string };

const uniqueSorted = (codes: readonly number[]) => [...new Set(codes)].sort((a, b) => a - b);

/**
 * Refuses codes a role of this type cannot hold in that mode: unknown codes, codes of
 * the other mode (campus-only ones in socialCodes and vice versa) and manager-only codes
 * for roles that are not 管理员-type. Answers the codes deduplicated and sorted.
 */
function checkGrants(roleType: number, grants: Grants): Grants {
  const fields: FieldError[] = [];
  const checked: Grants = {};
  for (const [field, sysType] of SYS_FIELDS) {
    const codes = grants[field];
    if (!codes) continue;
    const allowed = new Set(grantableCodes(roleType, sysType));
    const refused = uniqueSorted(codes.filter((c) => !allowed.has(c)));
    if (refused.length > 0) fields.push({ field, message: `${sysTypeShortLabels[sysType]}权限中有该角色不能拥有的权限：${refused.map(permissionName).join('、')}` });
    checked[field] = uniqueSorted(codes);
  }
  if (fields.length > 0) throw new AppError('PERMISSION_INVALID', fields[0]!.message, { fields });
  return checked;
}

const SYS_FIELDS = [['socialCodes', SysType.Social], ['campusCodes', SysType.Campus]] as const;

/** The actor as a grantor in one sys type: what his own role holds there. */
export function grantorOf(actor: AuthContext, sysType: SysType): Grantor {
  return { isSuperAdmin: actor.isSuperAdmin, held: sysType === SysType.Social ? actor.socialCodes : actor.campusCodes };
}

/**
 * Refuses (403) a change of a role's codes that gives or takes away a code the actor may not
 * grant: one he does not hold in that sys type, or one only the super administrator gives.
 * Codes the role keeps as they were are no concern of his.
 */
function checkGrantor(actor: AuthContext, before: Required<Grants>, after: Grants): void {
  for (const [field, sysType] of SYS_FIELDS) {
    const next = after[field];
    if (!next) continue;
    const grantor = grantorOf(actor, sysType);
    const added = codesBeyond(grantor, next.filter((c) => !before[field].includes(c)));
    const removed = codesBeyond(grantor, before[field].filter((c) => !next.includes(c)));
    const names = (codes: number[]) => codes.map(permissionName).join('、');
    const superOnly = [...added, ...removed].filter((c) => SUPER_ADMIN_ONLY_CODES.includes(c));
    const short = sysTypeShortLabels[sysType];
    let message: string | undefined;
    if (superOnly.length > 0) message = `只有超级管理员可以授予或取消${short}权限：${names(superOnly)}`;
    else if (added.length > 0) message = `不能授予自己没有的${short}权限：${names(added)}`;
    else if (removed.length > 0) message = `不能取消自己没有的${short}权限：${names(removed)}`;
    if (message) throw new AppError(superOnly.length > 0 ? 'PERMISSION_SUPER_ADMIN_ONLY' : 'PERMISSION_NOT_HELD', message, { fields: [{ field, message }] });
  }
}

const NO_CODES: Required<Grants> = { socialCodes: [], campusCodes: [] };

/** The super administrator role holds every code; only he may save it, and nothing can be taken away. */
function superAdminGrants(actor: AuthContext, grants: Grants): Grants {
  if (!actor.isSuperAdmin) throw new AppError('SUPER_ADMIN_ROLE_LOCKED');
  const full = { socialCodes: defaultPermissions(SystemRoleCode.SuperAdmin, SysType.Social), campusCodes: defaultPermissions(SystemRoleCode.SuperAdmin, SysType.Campus) };
  for (const field of ['socialCodes', 'campusCodes'] as const) {
    const given = new Set(grants[field] ?? full[field]);
    if (full[field].some((c) => !given.has(c))) throw new AppError('SUPER_ADMIN_ROLE_FULL');
  }
  return full;
}

async function roleRow(db: Db, companyId: number, id: number): Promise<RoleRow> {
  const role = await repo.findRole(db, companyId, id);
  if (!role) throw new AppError('NOT_FOUND');
  return presentRole({ ...role, accountCount: await repo.countAccountsWithRole(db, companyId, id) });
}

export async function listRoles(db: Db, companyId: number): Promise<RoleRow[]> {
  return (await repo.listRoles(db, companyId)).sort(byDisplayOrder).map(presentRole);
}

/** Creates a custom role with codes the actor may grant. */
export async function createRole(db: Db, actor: AuthContext, body: RoleCreate): Promise<RoleRow> {
  const { companyId } = actor;
  const grants = checkGrants(body.roleType, body);
  checkGrantor(actor, NO_CODES, grants);
  const id = await repo
    .insertCustomRole(db, companyId, {
      name: body.name,
      roleType: body.roleType,
      description: body.description ?? null,
      socialCodes: grants.socialCodes ?? [],
      campusCodes: grants.campusCodes ?? [],
    })
    .catch(nameTaken);
  return roleRow(db, companyId, id);
}

/** Edits a role; system roles keep their name, the super administrator role keeps every code. */
export async function updateRole(db: Db, actor: AuthContext, id: number, body: RoleUpdate): Promise<RoleRow> {
  const { companyId } = actor;
  await db
    .transaction(async (tx) => {
      const role = await repo.findRole(tx, companyId, id, true);
      if (!role) throw new AppError('NOT_FOUND');
      if (role.kind === 'system' && body.name !== undefined && body.name !== role.name) throw new AppError('SYSTEM_ROLE_READONLY');
      const changesCodes = body.socialCodes !== undefined || body.campusCodes !== undefined;
      let grants: Grants = {};
      if (changesCodes && role.systemCode === SystemRoleCode.SuperAdmin) grants = superAdminGrants(actor, body);
      else if (changesCodes) {
        grants = checkGrants(role.roleType, body);
        checkGrantor(actor, role, grants);
      }
      await repo.updateRole(tx, companyId, id, { name: body.name, description: body.description, ...grants });
    })
    .catch(nameTaken);
  return roleRow(db, companyId, id);
}

/** Deletes a custom role that no account holds. */
export async function deleteRole(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The lock makes a concurrent assignment of this role wait for the delete.
    const role = await repo.findRole(tx, companyId, id, true);
    if (!role) throw new AppError('NOT_FOUND');
    if (role.kind === 'system') throw new AppError('SYSTEM_ROLE_READONLY');
    if ((await repo.countAccountsWithRole(tx, companyId, id)) > 0) throw new AppError('ROLE_IN_USE');
    await repo.deleteRole(tx, companyId, id);
  });
}

/** Puts a system role's codes back to its defaults, when every code that changes is the actor's to grant. */
export async function resetRole(db: Db, actor: AuthContext, id: number): Promise<RoleRow> {
  const { companyId } = actor;
  await db.transaction(async (tx) => {
    const role = await repo.findRole(tx, companyId, id, true);
    if (!role) throw new AppError('NOT_FOUND');
    const system = systemRoleOf(role.systemCode);
    if (!system) throw new AppError('ROLE_NOT_SYSTEM');
    const defaults = { socialCodes: defaultPermissions(system.code, SysType.Social), campusCodes: defaultPermissions(system.code, SysType.Campus) };
    checkGrantor(actor, role, defaults);
    await repo.updateRole(tx, companyId, id, defaults);
  });
  return roleRow(db, companyId, id);
}
