// Turns a flow into the concrete steps of one submission: the facts of the subject choose a
// branch at each condition node, and each approver or copy-to node becomes the active accounts
// it names at that moment (a role's members, the head of a department).
import type { ApprovalMode, DeptHeadOf } from '../codes/approval';
import { deptHeadLevelLabel, deptHeadOfLabels } from '../codes/approval';
import type { ApproverSpec, FlowBranch, FlowCondition, FlowDefinition, FlowNode } from '../api/approval-flow';

/** What condition branches test; a module fills what its subject has (salary in 元 per month). */
export type ApprovalFacts = {
  orgId?: number | null;
  salary?: number | null;
  headcount?: number | null;
  nature?: number | null;
  recruitType?: number | null;
  rankIds?: readonly number[];
};

export type Department = { id: number; parentId: number | null; leaderId: number | null };

/** The company as it stands at submission: departments, active members of each role, active accounts. */
export type ApprovalOrgData = {
  applicantId: number;
  applicantOrgId: number | null;
  departments: readonly Department[];
  roleMembers: Readonly<Record<number, readonly number[]>>;
  activeAccountIds: readonly number[];
};

export type ResolvedStep = {
  nodeId: string;
  name: string;
  kind: 'approve' | 'cc';
  mode: ApprovalMode | null;
  /** In the order they act for 依次审批; empty when nobody is left to ask (the step is skipped). */
  accountIds: number[];
  /** Why nobody was found, when `accountIds` is empty. */
  note: string | null;
};

export type ResolvedFlow = { steps: ResolvedStep[]; route: string[] };

type Lookup = { byId: Map<number, Department>; active: Set<number> };

/** The department and the ones above it, nearest first. */
function lineage(lookup: Lookup, orgId: number | null | undefined): Department[] {
  const chain: Department[] = [];
  let current = orgId == null ? undefined : lookup.byId.get(orgId);
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = current.parentId === null ? undefined : lookup.byId.get(current.parentId);
  }
  return chain;
}

function matches(condition: FlowCondition, facts: ApprovalFacts, lookup: Lookup): boolean {
  if (condition.op === 'in') {
    const wanted = new Set(condition.values);
    if (condition.field === 'orgId') return lineage(lookup, facts.orgId).some((d) => wanted.has(d.id));
    if (condition.field === 'rankId') return (facts.rankIds ?? []).some((r) => wanted.has(r));
    const value = facts[condition.field];
    return value != null && wanted.has(value);
  }
  const value = facts[condition.field];
  if (value == null) return false;
  if (condition.op === 'gte') return value >= condition.value;
  if (condition.op === 'lte') return value <= condition.value;
  return value >= condition.value && value <= (condition.valueTo ?? condition.value);
}

/** The first branch whose conditions all hold, else the default one. */
function chooseBranch(branches: readonly FlowBranch[], facts: ApprovalFacts, lookup: Lookup): FlowBranch | undefined {
  return branches.find((b) => !b.isDefault && b.conditions.every((c) => matches(c, facts, lookup))) ?? branches.find((b) => b.isDefault);
}

function deptHead(level: number, of: DeptHeadOf, facts: ApprovalFacts, org: ApprovalOrgData, lookup: Lookup): { ids: number[]; note: string | null } {
  const start = of === 'applicant' ? org.applicantOrgId : facts.orgId;
  const where = `${deptHeadOfLabels[of]}的${deptHeadLevelLabel(level)}`;
  const department = lineage(lookup, start)[level - 1];
  if (!department) return { ids: [], note: `未找到${where}（没有这一级部门）` };
  if (department.leaderId === null) return { ids: [], note: `未找到${where}（部门未设置负责人）` };
  if (!lookup.active.has(department.leaderId)) return { ids: [], note: `${where}的账号已停用` };
  return { ids: [department.leaderId], note: null };
}

function assignees(spec: ApproverSpec, facts: ApprovalFacts, org: ApprovalOrgData, lookup: Lookup): { ids: number[]; note: string | null } {
  if (spec.type === 'deptHead') return deptHead(spec.level, spec.of, facts, org, lookup);
  const listed = spec.type === 'user' ? spec.accountIds : spec.roleIds.flatMap((roleId) => [...(org.roleMembers[roleId] ?? [])].sort((a, b) => a - b));
  const ids = [...new Set(listed)].filter((id) => lookup.active.has(id));
  if (ids.length > 0) return { ids, note: null };
  return { ids, note: spec.type === 'user' ? '所选成员均已停用或不存在' : '所选角色下没有在职成员' };
}

/** The steps a submission goes through, in order, and the names of the branches taken. */
export function resolveFlow(flow: FlowDefinition, facts: ApprovalFacts, org: ApprovalOrgData): ResolvedFlow {
  const lookup: Lookup = { byId: new Map(org.departments.map((d) => [d.id, d])), active: new Set(org.activeAccountIds) };
  const steps: ResolvedStep[] = [];
  const route: string[] = [];
  const walk = (chain: readonly FlowNode[]) => {
    for (const node of chain) {
      if (node.type === 'condition') {
        const branch = chooseBranch(node.branches, facts, lookup);
        if (!branch) continue;
        route.push(branch.name);
        walk(branch.nodes);
        continue;
      }
      const { ids, note } = assignees(node.assignee, facts, org, lookup);
      steps.push({
        nodeId: node.id,
        name: node.name,
        kind: node.type === 'approver' ? 'approve' : 'cc',
        mode: node.type === 'approver' ? node.mode : null,
        accountIds: ids,
        note,
      });
    }
  };
  walk(flow.nodes);
  return { steps, route };
}
