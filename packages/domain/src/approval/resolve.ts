// Turns a flow into the concrete steps of one submission: the facts of the subject choose a
// branch at each condition node, and each approver or copy-to node becomes the active accounts
// it names at that moment (a role's members, the head of a department). A node naming nobody
// is skipped; an approver node whose people are all disabled is held for an administrator.
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

/** The company as it stands at submission: departments, the members of each role (any status), active accounts. */
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
  /**
   * An approver node naming people who are all disabled: the approval must not pass
   * unchecked, so it waits for an administrator instead of skipping the step.
   */
  held: boolean;
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

// `disabled`: somebody was named, but nobody named is active.
type Assignees = { ids: number[]; note: string | null; disabled: boolean };

function deptHead(level: number, of: DeptHeadOf, facts: ApprovalFacts, org: ApprovalOrgData, lookup: Lookup): Assignees {
  const start = of === 'applicant' ? org.applicantOrgId : facts.orgId;
  const where = `${deptHeadOfLabels[of]}的${deptHeadLevelLabel(level)}`;
  const department = lineage(lookup, start)[level - 1];
  if (!department) return { ids: [], note: `未找到${where}（没有这一级部门）`, disabled: false };
  if (department.leaderId === null) return { ids: [], note: `未找到${where}（部门未设置负责人）`, disabled: false };
  if (!lookup.active.has(department.leaderId)) return { ids: [], note: `${where}的账号已停用`, disabled: true };
  return { ids: [department.leaderId], note: null, disabled: false };
}

function assignees(spec: ApproverSpec, facts: ApprovalFacts, org: ApprovalOrgData, lookup: Lookup): Assignees {
  if (spec.type === 'deptHead') return deptHead(spec.level, spec.of, facts, org, lookup);
  const listed = [...new Set(spec.type === 'user' ? spec.accountIds : spec.roleIds.flatMap((roleId) => [...(org.roleMembers[roleId] ?? [])].sort((a, b) => a - b)))];
  const ids = listed.filter((id) => lookup.active.has(id));
  if (ids.length > 0) return { ids, note: null, disabled: false };
  if (spec.type === 'user') return { ids, note: '所选成员均已停用或不存在', disabled: listed.length > 0 };
  return { ids, note: listed.length > 0 ? '所选角色的成员均已停用' : '所选角色下没有在职成员', disabled: listed.length > 0 };
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
      const { ids, note, disabled } = assignees(node.assignee, facts, org, lookup);
      steps.push({
        nodeId: node.id,
        name: node.name,
        kind: node.type === 'approver' ? 'approve' : 'cc',
        mode: node.type === 'approver' ? node.mode : null,
        accountIds: ids,
        note,
        // A copy to nobody harms nobody; a decision by nobody would pass the approval unchecked.
        held: disabled && node.type === 'approver',
      });
    }
  };
  walk(flow.nodes);
  return { steps, route };
}
