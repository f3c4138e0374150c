// Queries of the approval flows; every one scoped to the caller's company.
import type { ApprovalKind, FlowDefinition } from '@bole/domain';
import { and, asc, count, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts, roles } from '../company/tables';
import { approvalFlows } from './tables';

export type FlowRow = { id: number; version: number; definition: FlowDefinition; createdAt: Date; createdByName: string | null };

/** The flow in force for a kind, if the company has one. */
export async function currentFlow(db: DbOrTx, companyId: number, kind: ApprovalKind): Promise<FlowRow | undefined> {
  const [row] = await db
    .select({ id: approvalFlows.id, version: approvalFlows.version, definition: approvalFlows.definition, createdAt: approvalFlows.createdAt, createdByName: accounts.userName })
    .from(approvalFlows)
    .leftJoin(accounts, eq(accounts.id, approvalFlows.createdBy))
    .where(inCompany(approvalFlows, companyId, eq(approvalFlows.kind, kind), isNull(approvalFlows.retiredAt)));
  return row;
}

/** Retires the flow in force (a newer version replaces it, or approval is turned off). */
export async function retireCurrent(db: DbOrTx, companyId: number, kind: ApprovalKind): Promise<void> {
  await db
    .update(approvalFlows)
    .set({ retiredAt: new Date() })
    .where(inCompany(approvalFlows, companyId, eq(approvalFlows.kind, kind), isNull(approvalFlows.retiredAt)));
}

/** Writes the next version of a kind's flow; the caller retires the current one first. */
export async function insertVersion(db: DbOrTx, companyId: number, kind: ApprovalKind, definition: FlowDefinition, createdBy: number): Promise<void> {
  const [last] = await db.select({ v: max(approvalFlows.version) }).from(approvalFlows).where(inCompany(approvalFlows, companyId, eq(approvalFlows.kind, kind)));
  await db.insert(approvalFlows).values({ companyId, kind, version: (last?.v ?? 0) + 1, definition, createdBy });
}

/** The version number of each of the given flows. */
export async function versionsOf(db: DbOrTx, companyId: number, flowIds: readonly number[]): Promise<Map<number, number>> {
  if (flowIds.length === 0) return new Map();
  const rows = await db
    .select({ id: approvalFlows.id, version: approvalFlows.version })
    .from(approvalFlows)
    .where(inCompany(approvalFlows, companyId, inArray(approvalFlows.id, [...flowIds])));
  return new Map(rows.map((r) => [r.id, r.version]));
}

/** The company's roles with how many active accounts hold each, for the designer. */
export async function roleOptions(db: DbOrTx, companyId: number): Promise<{ id: number; name: string; memberCount: number }[]> {
  return db
    .select({ id: roles.id, name: roles.name, memberCount: count(accounts.id) })
    .from(roles)
    .leftJoin(accounts, and(eq(accounts.roleId, roles.id), eq(accounts.status, 1)))
    .where(inCompany(roles, companyId))
    .groupBy(roles.id)
    .orderBy(desc(roles.kind), asc(roles.systemCode), asc(roles.id));
}
