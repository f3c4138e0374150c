import { describe, expect, it } from 'vitest';
import type { FlowDefinition, FlowNode } from '../api/approval-flow';
import { approvalFlowSaveSchema } from '../api/approval-flow';
import { validateFlow } from './validate';

const approver = (id: string, accountIds: number[]): FlowNode => ({ id, type: 'approver', name: '审批人', mode: 'any', assignee: { type: 'user', accountIds } });
const messages = (flow: FlowDefinition, kind: 'job' | 'demand' | 'offer' = 'job') => validateFlow(kind, flow).map((p) => p.message);

describe('validateFlow', () => {
  it('accepts a flow with an approver, a copy-to and a complete condition node', () => {
    const flow: FlowDefinition = {
      nodes: [
        approver('a', [1]),
        {
          id: 'c',
          type: 'condition',
          name: '条件分支',
          branches: [
            { id: 'b1', name: '高薪', isDefault: false, conditions: [{ field: 'salary', op: 'between', value: 20000, valueTo: 50000 }], nodes: [approver('a2', [2])] },
            { id: 'b2', name: '其他情况', isDefault: true, conditions: [], nodes: [] },
          ],
        },
        { id: 'cc', type: 'cc', name: '抄送人', assignee: { type: 'role', roleIds: [3] } },
      ],
    };
    expect(validateFlow('job', flow)).toEqual([]);
    expect(approvalFlowSaveSchema.safeParse(flow).success).toBe(true);
  });

  it('names empty approver and copy-to steps', () => {
    expect(messages({ nodes: [approver('a', []), { id: 'cc', type: 'cc', name: '抄送财务', assignee: { type: 'user', accountIds: [] } }] })).toEqual([
      '「审批人」未设置审批人',
      '「抄送财务」未设置抄送人',
    ]);
    expect(messages({ nodes: [{ id: 'r', type: 'approver', name: '角色审批', mode: 'all', assignee: { type: 'role', roleIds: [] } }] })).toEqual(['「角色审批」未选择审批人角色']);
  });

  it('requires at least one approver node', () => {
    expect(messages({ nodes: [] })).toEqual(['流程中至少需要一个审批人节点']);
    expect(messages({ nodes: [{ id: 'cc', type: 'cc', name: '抄送人', assignee: { type: 'user', accountIds: [1] } }] })).toEqual(['流程中至少需要一个审批人节点']);
  });

  it('refuses a condition node without a default branch, with a lone branch, or with branches lacking conditions', () => {
    const base = { id: 'c', type: 'condition' as const, name: '条件分支' };
    expect(messages({ nodes: [approver('a', [1]), { ...base, branches: [{ id: 'b', name: '高薪', isDefault: false, conditions: [{ field: 'salary', op: 'gte', value: 1 }], nodes: [] }] }] })).toEqual([
      '「条件分支」至少需要两个分支',
      '「条件分支」缺少默认分支（其他情况），条件都不满足时将无路可走',
    ]);
    const p = validateFlow('job', {
      nodes: [
        approver('a', [1]),
        {
          ...base,
          branches: [
            { id: 'd', name: '其他情况', isDefault: true, conditions: [], nodes: [] },
            { id: 'b', name: '技术部', isDefault: false, conditions: [], nodes: [] },
          ],
        },
      ],
    });
    expect(p).toEqual([
      { nodeId: 'c', message: '「条件分支」的默认分支须排在最后' },
      { nodeId: 'b', message: '分支「技术部」未设置条件' },
    ]);
  });

  it('checks each condition: fits the kind, values chosen, ranges in order, no field twice', () => {
    const withConditions = (conditions: unknown[]): FlowDefinition =>
      ({
        nodes: [
          approver('a', [1]),
          {
            id: 'c',
            type: 'condition',
            name: '条件分支',
            branches: [
              { id: 'b', name: '分支1', isDefault: false, conditions, nodes: [] },
              { id: 'd', name: '其他情况', isDefault: true, conditions: [], nodes: [] },
            ],
          },
        ],
      }) as FlowDefinition;
    expect(messages(withConditions([{ field: 'recruitType', op: 'in', values: [1] }]), 'demand')).toEqual(['分支「分支1」的条件“招聘方式”不适用于招聘需求审批']);
    expect(messages(withConditions([{ field: 'orgId', op: 'in', values: [] }]))).toEqual(['分支「分支1」的条件“所属部门”未选择']);
    expect(messages(withConditions([{ field: 'salary', op: 'between', value: 30000, valueTo: 20000 }]))).toEqual(['分支「分支1」的条件“月薪上限”的范围下限不能大于上限']);
    expect(messages(withConditions([{ field: 'headcount', op: 'between', value: 3 }]))).toEqual(['分支「分支1」的条件“招聘人数”请填写范围的上限']);
    expect(
      messages(
        withConditions([
          { field: 'headcount', op: 'gte', value: 3 },
          { field: 'headcount', op: 'lte', value: 9 },
        ]),
      ),
    ).toEqual(['分支「分支1」的条件“招聘人数”重复']);
    // An offer tests the department the hire joins, his regular monthly salary and his 职级, under those names.
    expect(messages(withConditions([{ field: 'orgId', op: 'in', values: [] }]), 'offer')).toEqual(['分支「分支1」的条件“入职部门”未选择']);
    expect(messages(withConditions([{ field: 'salary', op: 'between', value: 30000, valueTo: 20000 }]), 'offer')).toEqual(['分支「分支1」的条件“转正月薪”的范围下限不能大于上限']);
    expect(messages(withConditions([{ field: 'rankId', op: 'in', values: [] }]), 'offer')).toEqual(['分支「分支1」的条件“职级”未选择']);
    expect(messages(withConditions([{ field: 'headcount', op: 'gte', value: 3 }]), 'offer')).toEqual(['分支「分支1」的条件“招聘人数”不适用于Offer审批']);
    expect(messages(withConditions([{ field: 'salary', op: 'gte', value: 30000 }, { field: 'orgId', op: 'in', values: [7] }, { field: 'rankId', op: 'in', values: [2] }]), 'offer')).toEqual([]);
  });

  it('limits nesting of condition nodes', () => {
    const nest = (depth: number): FlowNode =>
      ({
        id: `c${depth}`,
        type: 'condition',
        name: '条件分支',
        branches: [
          { id: `b${depth}`, name: '分支', isDefault: false, conditions: [{ field: 'headcount', op: 'gte', value: depth }], nodes: depth > 0 ? [nest(depth - 1)] : [] },
          { id: `d${depth}`, name: '其他情况', isDefault: true, conditions: [], nodes: [] },
        ],
      }) as FlowNode;
    expect(messages({ nodes: [approver('a', [1]), nest(2)] })).toEqual([]);
    expect(messages({ nodes: [approver('a', [1]), nest(3)] })).toEqual(['条件分支最多嵌套3层']);
  });

  it('refuses malformed shapes with Chinese messages', () => {
    const bad = approvalFlowSaveSchema.safeParse({ nodes: [{ id: 'a', type: 'approver', name: ' ', mode: 'any', assignee: { type: 'user', accountIds: [] } }] });
    expect(bad.error?.issues[0]?.message).toBe('请输入审批人节点名称');
    const level = approvalFlowSaveSchema.safeParse({ nodes: [{ id: 'a', type: 'approver', name: '主管', mode: 'any', assignee: { type: 'deptHead', level: 9, of: 'applicant' } }] });
    expect(level.error?.issues[0]?.message).toBe('负责人级别最多第5级');
  });
});
