// Edits of a flow draft, as pure functions over the node tree: each answers a new tree. A chain
// is named by the branch that holds it, or ROOT for the flow's own chain.
import type { ApproverNode, CcNode, ConditionNode, FlowBranch, FlowNode } from '@bole/domain';

export const ROOT = 'root';

let counter = 0;
/** A node or branch id unique in the draft (the server only checks the shape and uniqueness). */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}`;
}

export type NewNodeType = FlowNode['type'];

export function newBranch(name: string, isDefault = false): FlowBranch {
  return { id: newId('b'), name, isDefault, conditions: [], nodes: [] };
}

export function newNode(type: NewNodeType): FlowNode {
  if (type === 'approver') return { id: newId('a'), type, name: '审批人', mode: 'all', assignee: { type: 'user', accountIds: [] } } satisfies ApproverNode;
  if (type === 'cc') return { id: newId('c'), type, name: '抄送人', assignee: { type: 'user', accountIds: [] } } satisfies CcNode;
  return { id: newId('k'), type, name: '条件分支', branches: [newBranch('条件1'), newBranch('其他情况', true)] } satisfies ConditionNode;
}

/** Applies `edit` to every chain (the root and each branch's), deepest first. */
function mapChains(nodes: readonly FlowNode[], chainId: string, edit: (chainId: string, chain: FlowNode[]) => FlowNode[]): FlowNode[] {
  const inner = nodes.map((node) =>
    node.type === 'condition' ? { ...node, branches: node.branches.map((b) => ({ ...b, nodes: mapChains(b.nodes, b.id, edit) })) } : node,
  );
  return edit(chainId, inner);
}

/** Inserts `node` into the chain at `index`. */
export function insertNode(nodes: readonly FlowNode[], chainId: string, index: number, node: FlowNode): FlowNode[] {
  return mapChains(nodes, ROOT, (id, chain) => (id === chainId ? [...chain.slice(0, index), node, ...chain.slice(index)] : chain));
}

export function removeNode(nodes: readonly FlowNode[], nodeId: string): FlowNode[] {
  return mapChains(nodes, ROOT, (_id, chain) => chain.filter((n) => n.id !== nodeId));
}

export function replaceNode(nodes: readonly FlowNode[], node: FlowNode): FlowNode[] {
  return mapChains(nodes, ROOT, (_id, chain) => chain.map((n) => (n.id === node.id ? node : n)));
}

function editCondition(nodes: readonly FlowNode[], conditionId: string, edit: (node: ConditionNode) => FlowNode[]): FlowNode[] {
  return mapChains(nodes, ROOT, (_id, chain) => chain.flatMap((n) => (n.id === conditionId && n.type === 'condition' ? edit(n) : [n])));
}

/** Adds a branch before the default one, named after its priority. */
export function addBranch(nodes: readonly FlowNode[], conditionId: string): FlowNode[] {
  return editCondition(nodes, conditionId, (node) => {
    const at = node.branches.findIndex((b) => b.isDefault);
    const index = at === -1 ? node.branches.length : at;
    const branch = newBranch(`条件${index + 1}`);
    return [{ ...node, branches: [...node.branches.slice(0, index), branch, ...node.branches.slice(index)] }];
  });
}

/**
 * Removes a branch; when only one would be left, the condition node gives way to that branch's
 * own nodes, as a condition with a single way makes no choice.
 */
export function removeBranch(nodes: readonly FlowNode[], conditionId: string, branchId: string): FlowNode[] {
  return editCondition(nodes, conditionId, (node) => {
    const left = node.branches.filter((b) => b.id !== branchId);
    return left.length >= 2 ? [{ ...node, branches: left }] : (left[0]?.nodes ?? []);
  });
}

export function replaceBranch(nodes: readonly FlowNode[], conditionId: string, branch: FlowBranch): FlowNode[] {
  return editCondition(nodes, conditionId, (node) => [{ ...node, branches: node.branches.map((b) => (b.id === branch.id ? branch : b)) }]);
}

/** Moves a conditional branch one place up or down in priority; the default branch stays last. */
export function moveBranch(nodes: readonly FlowNode[], conditionId: string, branchId: string, by: -1 | 1): FlowNode[] {
  return editCondition(nodes, conditionId, (node) => {
    const branches = [...node.branches];
    const from = branches.findIndex((b) => b.id === branchId);
    const to = from + by;
    if (from === -1 || to < 0 || to >= branches.length || branches[from]!.isDefault || branches[to]!.isDefault) return [node];
    [branches[from], branches[to]] = [branches[to]!, branches[from]!];
    return [{ ...node, branches }];
  });
}
