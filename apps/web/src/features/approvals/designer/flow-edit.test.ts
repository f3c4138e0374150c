import type { FlowNode } from '@bole/domain';
import { describe, expect, it } from 'vitest';
import { addBranch, insertNode, moveBranch, newNode, removeBranch, removeNode, replaceNode, ROOT } from './flow-edit';

const names = (nodes: FlowNode[]): unknown[] =>
  nodes.map((n) => (n.type === 'condition' ? { [n.name]: n.branches.map((b) => ({ [b.name]: names(b.nodes) })) } : n.name));

describe('flow edits', () => {
  it('inserts, renames and removes nodes in the root chain and inside branches', () => {
    const approver = { ...newNode('approver'), name: '主管' };
    const condition = newNode('condition');
    let nodes = insertNode([], ROOT, 0, approver);
    nodes = insertNode(nodes, ROOT, 1, condition);
    const first = condition.type === 'condition' ? condition.branches[0]! : undefined;
    nodes = insertNode(nodes, first!.id, 0, { ...newNode('cc'), name: '抄送财务' });
    expect(names(nodes)).toEqual(['主管', { 条件分支: [{ 条件1: ['抄送财务'] }, { 其他情况: [] }] }]);
    nodes = replaceNode(nodes, { ...approver, name: '部门主管' });
    nodes = removeNode(nodes, (nodes[1] as Extract<FlowNode, { type: 'condition' }>).branches[0]!.nodes[0]!.id);
    expect(names(nodes)).toEqual(['部门主管', { 条件分支: [{ 条件1: [] }, { 其他情况: [] }] }]);
  });

  it('adds branches before the default one and moves only conditional branches', () => {
    const condition = newNode('condition');
    let nodes = addBranch([condition], condition.id);
    nodes = addBranch(nodes, condition.id);
    const branchNames = () => (nodes[0] as Extract<FlowNode, { type: 'condition' }>).branches.map((b) => b.name);
    expect(branchNames()).toEqual(['条件1', '条件2', '条件3', '其他情况']);
    const ids = (nodes[0] as Extract<FlowNode, { type: 'condition' }>).branches.map((b) => b.id);
    nodes = moveBranch(nodes, condition.id, ids[2]!, 1);
    expect(branchNames()).toEqual(['条件1', '条件2', '条件3', '其他情况']);
    nodes = moveBranch(nodes, condition.id, ids[2]!, -1);
    expect(branchNames()).toEqual(['条件1', '条件3', '条件2', '其他情况']);
  });

  it('replaces a condition node by its last branch\'s nodes when only one branch would remain', () => {
    const condition = newNode('condition') as Extract<FlowNode, { type: 'condition' }>;
    let nodes: FlowNode[] = [condition];
    nodes = insertNode(nodes, condition.branches[1]!.id, 0, { ...newNode('approver'), name: '总监' });
    nodes = removeBranch(nodes, condition.id, condition.branches[0]!.id);
    expect(names(nodes)).toEqual(['总监']);
  });
});
