import type { ApprovalDetail, ApprovalFacts, ApprovalKind, ApprovalRow, FlowNode } from '@bole/domain';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { submit } from '../../src/modules/approvals/service';
import { approvalActions, approvalInstances } from '../../src/modules/approvals/tables';
import { accounts, orgs } from '../../src/modules/company/tables';
import { demands } from '../../src/modules/demands/tables';
import { okData, twoCompanies, type Api } from '../company/fixtures';
import type { Session, TestContext } from '../helpers';

export { addAccount, expectFailure, expectInvalid, okData } from '../company/fixtures';
export type { Session } from '../helpers';

export type Setup = { ctx: TestContext; api: Api; a: Session; b: Session };
export const setup = twoCompanies;

let seq = 0;
const nextId = (prefix: string) => `${prefix}${(seq += 1)}`;

/** An approver node naming accounts. */
export const people = (name: string, accountIds: number[], mode: 'sequential' | 'all' | 'any' = 'any'): FlowNode => ({
  id: nextId('a'),
  type: 'approver',
  name,
  mode,
  assignee: { type: 'user', accountIds },
});

export const copyTo = (name: string, accountIds: number[]): FlowNode => ({ id: nextId('c'), type: 'cc', name, assignee: { type: 'user', accountIds } });

/** A condition node: the given branches, then a default branch holding `otherwise`. */
export const condition = (branches: { name: string; conditions: unknown[]; nodes: FlowNode[] }[], otherwise: FlowNode[] = []): FlowNode =>
  ({
    id: nextId('k'),
    type: 'condition',
    name: '条件分支',
    branches: [
      ...branches.map((b) => ({ id: nextId('b'), isDefault: false, ...b })),
      { id: nextId('d'), name: '其他情况', isDefault: true, conditions: [], nodes: otherwise },
    ],
  }) as FlowNode;

export async function saveFlow(s: Setup, kind: ApprovalKind, nodes: FlowNode[], who: Session = s.a) {
  return okData<{ version: number; configured: boolean; nodes: FlowNode[] }>(await s.api(who, { method: 'PUT', url: `/api/approval-flows/${kind}`, payload: { nodes } }));
}

let subjects = 1000;

/** A stored demand holding the facts, so a resubmission reads it as the demands module does. */
async function storedDemand(s: Setup, who: Session, facts: ApprovalFacts, name: string): Promise<number> {
  const { db } = s.ctx.database;
  const [root] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.companyId, who.companyId)).orderBy(orgs.id).limit(1);
  const orgId = facts.orgId ?? root!.id;
  const [row] = await db
    .insert(demands)
    .values({ companyId: who.companyId, name, orgId, headcount: facts.headcount ?? 1, reason: 1, maxSalary: facts.salary ?? null, createdBy: who.accountId })
    .returning({ id: demands.id });
  return row!.id;
}

/** Submits a new subject as the module owning it would, through the engine's service. */
export async function submitAs(s: Setup, who: Session, facts: ApprovalFacts = {}, kind: ApprovalKind = 'job', title = '高级Java开发工程师') {
  subjects += 1;
  const subjectId = kind === 'demand' ? await storedDemand(s, who, facts, title) : subjects;
  const result = await submit(s.ctx.database.db, { companyId: who.companyId, accountId: who.accountId }, { kind, subjectId, title, facts });
  return { ...result, subjectId };
}

export const detail = async (s: Setup, who: Session, id: number) => okData<ApprovalDetail>(await s.api(who, { method: 'GET', url: `/api/approvals/${id}` }));

export const act = (s: Setup, who: Session, id: number, action: 'approve' | 'reject' | 'withdraw' | 'resubmit', payload: Record<string, unknown> = {}): Promise<LightMyRequestResponse> =>
  s.api(who, { method: 'POST', url: `/api/approvals/${id}/${action}`, payload });

export const approve = async (s: Setup, who: Session, id: number, comment?: string) => okData<ApprovalDetail>(await act(s, who, id, 'approve', comment ? { comment } : {}));

export const box = async (s: Setup, who: Session, name: string, query = '') =>
  okData<{ list: ApprovalRow[]; total: number }>(await s.api(who, { method: 'GET', url: `/api/approvals?box=${name}${query}` }));

/** A department under the root with a head, and the account moved into it. */
export async function department(s: Setup, companyId: number, name: string, leaderId: number | null, parentId?: number): Promise<number> {
  const { db } = s.ctx.database;
  const [root] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.companyId, companyId)).orderBy(orgs.id).limit(1);
  const [row] = await db.insert(orgs).values({ companyId, name, parentId: parentId ?? root!.id, leaderId }).returning({ id: orgs.id });
  return row!.id;
}

export async function moveTo(s: Setup, accountId: number, orgId: number): Promise<void> {
  await s.ctx.database.db.update(accounts).set({ orgId }).where(eq(accounts.id, accountId));
}

/** Rows of the approval tables, to show a refused call changed nothing. */
export async function snapshot(s: Setup, id: number) {
  const { db } = s.ctx.database;
  const [instance] = await db.select().from(approvalInstances).where(eq(approvalInstances.id, id));
  const [actions] = await db.select({ n: count() }).from(approvalActions).where(eq(approvalActions.instanceId, id));
  return { status: instance!.status, round: instance!.round, actions: actions!.n };
}

export function statusesOf(d: ApprovalDetail): string[] {
  return d.rounds.at(-1)!.steps.map((step) => `${step.name}:${step.status}`);
}
