// What makes an approval flow usable, beyond its shape: every approver and copy-to node names
// somebody, every condition node has branches with conditions and one default branch, and the
// conditions fit the kind. The designer shows these as the administrator edits; saving refuses
// a flow that has any.
import type { ApprovalKind, ConditionField } from '../codes/approval';
import { approvalConditionFields, approvalKindLabels, conditionFieldLabel } from '../codes/approval';
import { APPROVAL_CONDITION_DEPTH_MAX, APPROVAL_NODES_MAX, type ApproverSpec, type FlowBranch, type FlowCondition, type FlowDefinition, type FlowNode } from '../api/approval-flow';

/** One problem, on the node (or branch) it concerns. */
export type FlowProblem = { nodeId: string; message: string };

function assigneeProblem(spec: ApproverSpec, what: '审批人' | '抄送人'): string | null {
  if (spec.type === 'user' && spec.accountIds.length === 0) return `未设置${what}`;
  if (spec.type === 'role' && spec.roleIds.length === 0) return `未选择${what}角色`;
  return null;
}

function conditionProblem(kind: ApprovalKind, c: FlowCondition): string | null {
  const label = conditionFieldLabel(kind, c.field);
  if (!approvalConditionFields[kind].includes(c.field)) return `条件“${label}”不适用于${approvalKindLabels[kind]}`;
  if (c.op === 'in') return c.values.length === 0 ? `条件“${label}”未选择` : null;
  if (c.op === 'between') {
    if (c.valueTo === undefined || c.valueTo === null) return `条件“${label}”请填写范围的上限`;
    if (c.valueTo < c.value) return `条件“${label}”的范围下限不能大于上限`;
  }
  return null;
}

function branchProblems(kind: ApprovalKind, branch: FlowBranch): string[] {
  if (branch.isDefault) return branch.conditions.length > 0 ? [`默认分支「${branch.name}」不能设置条件`] : [];
  if (branch.conditions.length === 0) return [`分支「${branch.name}」未设置条件`];
  const seen = new Set<ConditionField>();
  const problems: string[] = [];
  for (const c of branch.conditions) {
    if (seen.has(c.field)) problems.push(`分支「${branch.name}」的条件“${conditionFieldLabel(kind, c.field)}”重复`);
    seen.add(c.field);
    const p = conditionProblem(kind, c);
    if (p) problems.push(`分支「${branch.name}」的${p}`);
  }
  return problems;
}

/** Every problem of the flow, in the order the nodes appear; empty when it may be saved. */
export function validateFlow(kind: ApprovalKind, flow: FlowDefinition): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const ids = new Set<string>();
  let nodes = 0;
  let approvers = 0;
  const add = (nodeId: string, message: string) => problems.push({ nodeId, message });
  const claim = (id: string) => {
    if (ids.has(id)) add(id, '节点编号重复，请刷新后重试');
    ids.add(id);
  };

  const walk = (chain: readonly FlowNode[], depth: number) => {
    for (const node of chain) {
      nodes += 1;
      claim(node.id);
      if (node.type === 'approver') {
        approvers += 1;
        const p = assigneeProblem(node.assignee, '审批人');
        if (p) add(node.id, `「${node.name}」${p}`);
      } else if (node.type === 'cc') {
        const p = assigneeProblem(node.assignee, '抄送人');
        if (p) add(node.id, `「${node.name}」${p}`);
      } else {
        if (depth >= APPROVAL_CONDITION_DEPTH_MAX) add(node.id, `条件分支最多嵌套${APPROVAL_CONDITION_DEPTH_MAX}层`);
        if (node.branches.length < 2) add(node.id, `「${node.name}」至少需要两个分支`);
        const defaults = node.branches.filter((b) => b.isDefault);
        if (defaults.length === 0) add(node.id, `「${node.name}」缺少默认分支（其他情况），条件都不满足时将无路可走`);
        if (defaults.length > 1) add(node.id, `「${node.name}」只能有一个默认分支`);
        if (defaults.length === 1 && !node.branches.at(-1)!.isDefault) add(node.id, `「${node.name}」的默认分支须排在最后`);
        for (const branch of node.branches) {
          claim(branch.id);
          for (const message of branchProblems(kind, branch)) add(branch.id, message);
          walk(branch.nodes, depth + 1);
        }
      }
    }
  };
  walk(flow.nodes, 0);
  if (nodes > APPROVAL_NODES_MAX) add('root', `节点最多${APPROVAL_NODES_MAX}个`);
  if (approvers === 0) add('root', '流程中至少需要一个审批人节点');
  return problems;
}
