import type { OrgCreate, OrgNode, OrgOption, OrgRow, OrgUpdate } from '@bole/domain';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { assertInCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { orgOptions, orgTree, presentOrg } from './org.presenter';
import * as repo from './org.repository';
import { accounts, orgs } from './tables';

// Tree changes of one company run one at a time, so two moves cannot make a cycle together.
const lockTree = (tx: Tx, companyId: number) => lockCompany(tx, 'orgs', companyId);

async function saved(db: DbOrTx, companyId: number, id: number): Promise<OrgRow> {
  const org = await repo.findOrg(db, companyId, id);
  if (!org) throw new AppError('NOT_FOUND');
  return presentOrg(org);
}

async function refuseSiblingName(tx: Tx, companyId: number, parentId: number, name: string, exceptId?: number): Promise<void> {
  if (await repo.siblingNamed(tx, companyId, parentId, name, exceptId)) throw new AppError('NAME_TAKEN', '同一上级部门下已有同名部门');
}

/** Whether `candidate` is `id` itself or lies below it. */
async function isSelfOrBelow(tx: Tx, companyId: number, id: number, candidate: number): Promise<boolean> {
  const parentOf = new Map((await repo.orgLinks(tx, companyId)).map((o) => [o.id, o.parentId]));
  const seen = new Set<number>();
  for (let at: number | null | undefined = candidate; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}

export async function orgTreeOf(db: Db, companyId: number): Promise<OrgNode[]> {
  return orgTree(await repo.listOrgs(db, companyId));
}

export async function orgOptionsOf(db: Db, companyId: number): Promise<OrgOption[]> {
  return orgOptions(await orgTreeOf(db, companyId));
}

export async function createOrg(db: Db, companyId: number, body: OrgCreate): Promise<OrgRow> {
  const id = await db.transaction(async (tx) => {
    await lockTree(tx, companyId);
    await assertInCompany(tx, orgs, companyId, [body.parentId]);
    if (body.leaderId) await assertInCompany(tx, accounts, companyId, [body.leaderId]);
    await refuseSiblingName(tx, companyId, body.parentId, body.name);
    return repo.insertOrg(tx, companyId, { name: body.name, parentId: body.parentId, sort: body.sort, leaderId: body.leaderId ?? null });
  });
  return saved(db, companyId, id);
}

/** Renames, moves (never under itself or below), changes the leader or the sort order. */
export async function updateOrg(db: Db, companyId: number, id: number, body: OrgUpdate): Promise<OrgRow> {
  await db.transaction(async (tx) => {
    await lockTree(tx, companyId);
    const org = await repo.findOrg(tx, companyId, id);
    if (!org) throw new AppError('NOT_FOUND');
    const moves = body.parentId !== undefined && body.parentId !== org.parentId;
    if (moves && org.parentId === null) throw new AppError('ORG_ROOT_READONLY', '根部门不可移动');
    if (moves && body.parentId) {
      await assertInCompany(tx, orgs, companyId, [body.parentId]);
      if (await isSelfOrBelow(tx, companyId, id, body.parentId)) throw new AppError('ORG_CYCLE');
    }
    if (body.leaderId) await assertInCompany(tx, accounts, companyId, [body.leaderId]);
    const parentId = body.parentId ?? org.parentId;
    const name = body.name ?? org.name;
    if (parentId !== null && (moves || name !== org.name)) await refuseSiblingName(tx, companyId, parentId, name, id);
    await repo.updateOrg(tx, companyId, id, { name: body.name, parentId: moves ? body.parentId : undefined, sort: body.sort, leaderId: body.leaderId });
  });
  return saved(db, companyId, id);
}

/** Deletes an empty department: not the root, none below it, no account in it. */
export async function deleteOrg(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTree(tx, companyId);
    // The row lock makes an account joining this department meanwhile wait, so the count below is true.
    const org = await repo.findOrg(tx, companyId, id, true);
    if (!org) throw new AppError('NOT_FOUND');
    if (org.parentId === null) throw new AppError('ORG_ROOT_READONLY');
    if ((await repo.countChildren(tx, companyId, id)) > 0) throw new AppError('ORG_HAS_CHILDREN');
    if ((await repo.countMembers(tx, companyId, id)) > 0) throw new AppError('ORG_HAS_MEMBERS');
    await repo.deleteOrg(tx, companyId, id);
  });
}
