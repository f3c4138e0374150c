// The one-line texts of the designer's cards: who an approver or copy-to node names, and what
// a branch's conditions ask, with names looked up from the pickers.
import {
  approvalModeLabels,
  conditionFieldLabel,
  conditionFieldUnits,
  deptHeadLevelLabel,
  deptHeadOfLabels,
  jobNatureLabels,
  recruitTypeLabels,
  type ApprovalKind,
  type ApproverSpec,
  type FlowBranch,
  type FlowCondition,
  type FlowNode,
} from '@bole/domain';
import type { Pickers } from '../api/get-pickers';

const SHOWN = 3;

/** Names joined with 、, the first three and then 等N人/等N项. */
export function joinNames(names: string[], unit: '人' | '项' = '人'): string {
  return names.length > SHOWN ? `${names.slice(0, SHOWN).join('、')}等${names.length}${unit}` : names.join('、');
}

/** Who the node names; empty when nobody is chosen yet. */
export function assigneeText(spec: ApproverSpec, pickers: Pickers): string {
  if (spec.type === 'deptHead') return `${deptHeadOfLabels[spec.of]}的${deptHeadLevelLabel(spec.level)}`;
  if (spec.type === 'role') return spec.roleIds.length === 0 ? '' : `角色：${joinNames(spec.roleIds.map((id) => pickers.roles.get(id)?.name ?? '已删除的角色'), '项')}`;
  return joinNames(spec.accountIds.map((id) => pickers.accounts.get(id) ?? '已停用的成员'));
}

/** The card text of an approver or copy-to node. */
export function nodeText(node: Exclude<FlowNode, { type: 'condition' }>, pickers: Pickers): string {
  const who = assigneeText(node.assignee, pickers);
  if (!who) return node.type === 'approver' ? '请设置审批人' : '请设置抄送人';
  const many = node.assignee.type === 'role' || (node.assignee.type === 'user' && node.assignee.accountIds.length > 1);
  return node.type === 'approver' && many ? `${who}（${approvalModeLabels[node.mode]}）` : who;
}

const LIST_LABELS: Record<'nature' | 'recruitType', Record<number, string>> = { nature: jobNatureLabels, recruitType: recruitTypeLabels };

export function conditionText(kind: ApprovalKind, c: FlowCondition, pickers: Pickers): string {
  const label = conditionFieldLabel(kind, c.field);
  if (c.op === 'in') {
    const name = (id: number) =>
      c.field === 'orgId' ? (pickers.orgs.get(id) ?? '已删除的部门') : c.field === 'rankId' ? (pickers.ranks.get(id) ?? '已删除的职级') : (LIST_LABELS[c.field][id] ?? String(id));
    return c.values.length === 0 ? `${label}：未选择` : `${label}：${joinNames(c.values.map(name), '项')}`;
  }
  const unit = conditionFieldUnits[c.field] ?? '';
  if (c.op === 'gte') return `${label} ≥ ${c.value}${unit}`;
  if (c.op === 'lte') return `${label} ≤ ${c.value}${unit}`;
  return `${label} ${c.value} - ${c.valueTo ?? '?'}${unit}`;
}

export function branchText(kind: ApprovalKind, branch: FlowBranch, pickers: Pickers): string {
  if (branch.isDefault) return '其他条件都不满足时进入此流程';
  if (branch.conditions.length === 0) return '请设置条件';
  return branch.conditions.map((c) => conditionText(kind, c, pickers)).join('；');
}
