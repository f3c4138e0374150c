// The approval flow settings of one kind: read, save as a new version, turn off. A saved flow
// names only the company's accounts, roles and departments and passes `validateFlow`.
import { validateFlow, type ApprovalFlowOptions, type ApprovalFlowSave, type ApprovalFlowView, type ApprovalKind, type FlowDefinition, type FlowNode } from '@bole/domain';
import { isDeepStrictEqual } from 'node:util';
import type { AuthContext } from '../../platform/auth/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { assertInCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { orgs, roles } from '../company/tables';
import { levelsByIds, listLevels } from '../jobs/levels.service';
import * as flows from './flows.repository';
import { accountsAmong } from './org-data';

type Refs = { accountIds: number[]; roleIds: number[]; orgIds: number[]; rankIds: number[] };

/** Every account, role and department a flow refers to. */
function referencesOf(nodes: readonly FlowNode[], refs: Refs = { accountIds: [], roleIds: [], orgIds: [], rankIds: [] }): Refs {
  for (const node of nodes) {
    if (node.type === 'condition') {
      for (const branch of node.branches) {
        for (const c of branch.conditions) {
          if (c.field === 'orgId') refs.orgIds.push(...c.values);
          if (c.field === 'rankId') refs.rankIds.push(...c.values);
        }
        referencesOf(branch.nodes, refs);
      }
      continue;
    }
    if (node.assignee.type === 'user') refs.accountIds.push(...node.assignee.accountIds);
    if (node.assignee.type === 'role') refs.roleIds.push(...node.assignee.roleIds);
  }
  return refs;
}

async function checkReferences(db: DbOrTx, companyId: number, definition: FlowDefinition): Promise<void> {
  const refs = referencesOf(definition.nodes);
  await assertInCompany(db, roles, companyId, refs.roleIds);
  await assertInCompany(db, orgs, companyId, refs.orgIds);
  const ranks = new Set(refs.rankIds);
  if ((await levelsByIds(db, companyId, [...ranks])).size !== ranks.size) throw new AppError('NOT_FOUND');
  const people = await accountsAmong(db, companyId, refs.accountIds);
  if (!people.allFound) throw new AppError('NOT_FOUND');
  if (people.inactive.length > 0) throw new AppError('APPROVAL_ACCOUNT_DISABLED');
}

function present(kind: ApprovalKind, row: flows.FlowRow | undefined): ApprovalFlowView {
  return {
    kind,
    configured: row !== undefined,
    version: row?.version ?? null,
    nodes: row?.definition.nodes ?? [],
    updatedAt: row?.createdAt.toISOString() ?? null,
    updatedByName: row?.createdByName ?? null,
  };
}

/** Whether the company has a flow in force for the kind (without one, submissions pass at once). */
export async function hasFlow(db: DbOrTx, companyId: number, kind: ApprovalKind): Promise<boolean> {
  return (await flows.currentFlow(db, companyId, kind)) !== undefined;
}

export async function getFlow(db: Db, companyId: number, kind: ApprovalKind): Promise<ApprovalFlowView> {
  return present(kind, await flows.currentFlow(db, companyId, kind));
}

/** Saves the flow as the kind's new version; an unchanged flow keeps its version. */
export async function saveFlow(db: Db, caller: AuthContext, kind: ApprovalKind, body: ApprovalFlowSave): Promise<ApprovalFlowView> {
  const definition: FlowDefinition = { nodes: body.nodes };
  const problems = validateFlow(kind, definition);
  if (problems.length > 0) throw new AppError('APPROVAL_FLOW_INVALID', problems[0]!.message, { problems });
  const { companyId } = caller;
  await db.transaction(async (tx) => {
    await lockCompany(tx, `approval-flow:${kind}`, companyId);
    await checkReferences(tx, companyId, definition);
    const current = await flows.currentFlow(tx, companyId, kind);
    if (current && isDeepStrictEqual(current.definition, definition)) return;
    await flows.retireCurrent(tx, companyId, kind);
    await flows.insertVersion(tx, companyId, kind, definition, caller.accountId);
  });
  return getFlow(db, companyId, kind);
}

/** Turns approval of the kind off: new submissions pass at once, running approvals go on. */
export async function deleteFlow(db: Db, companyId: number, kind: ApprovalKind): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, `approval-flow:${kind}`, companyId);
    await flows.retireCurrent(tx, companyId, kind);
  });
}

export async function flowOptions(db: Db, companyId: number): Promise<ApprovalFlowOptions> {
  const [roleList, levels] = await Promise.all([flows.roleOptions(db, companyId), listLevels(db, companyId)]);
  return { roles: roleList, ranks: levels.map((l) => ({ id: l.id, name: l.name })) };
}
