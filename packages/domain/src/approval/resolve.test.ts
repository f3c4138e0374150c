import { describe, expect, it } from 'vitest';
import type { FlowBranch, FlowDefinition, FlowNode } from '../api/approval-flow';
import { resolveFlow, type ApprovalOrgData } from './resolve';

// 总部(1, 负责人 100) ─ 技术中心(2, 负责人 200) ─ 前端组(3, 无负责人)
//                    └ 市场部(4, 负责人 400, 已停用)
const org: ApprovalOrgData = {
  applicantId: 300,
  applicantOrgId: 3,
  departments: [
    { id: 1, parentId: null, leaderId: 100 },
    { id: 2, parentId: 1, leaderId: 200 },
    { id: 3, parentId: 2, leaderId: null },
    { id: 4, parentId: 1, leaderId: 400 },
  ],
  roleMembers: { 7: [520, 510, 530], 8: [] },
  activeAccountIds: [100, 200, 300, 500, 510, 520, 600],
};

const approver = (id: string, name: string, accountIds: number[], mode: 'sequential' | 'all' | 'any' = 'any'): FlowNode => ({
  id,
  type: 'approver',
  name,
  mode,
  assignee: { type: 'user', accountIds },
});
const branch = (id: string, name: string, conditions: FlowBranch['conditions'], nodes: FlowNode[], isDefault = false): FlowBranch => ({ id, name, isDefault, conditions, nodes });

const bySalary: FlowDefinition = {
  nodes: [
    approver('a1', '用人部门确认', [500]),
    {
      id: 'c1',
      type: 'condition',
      name: '按薪资',
      branches: [
        branch('b1', '高薪职位', [{ field: 'salary', op: 'gte', value: 30000 }], [approver('a2', 'CEO审批', [600])]),
        branch('b2', '技术中心', [{ field: 'orgId', op: 'in', values: [2] }], [approver('a3', 'CTO审批', [200])]),
        branch('b3', '其他情况', [], [], true),
      ],
    },
    { id: 'cc1', type: 'cc', name: '抄送HRBP', assignee: { type: 'user', accountIds: [510] } },
  ],
};

const ids = (flow: FlowDefinition, facts: Parameters<typeof resolveFlow>[1]) => resolveFlow(flow, facts, org).steps.map((s) => [s.name, s.accountIds]);

describe('resolveFlow', () => {
  it('takes the first branch whose conditions hold, then continues after the condition node', () => {
    const resolved = resolveFlow(bySalary, { salary: 35000, orgId: 3 }, org);
    expect(resolved.route).toEqual(['高薪职位']);
    expect(resolved.steps.map((s) => [s.name, s.kind, s.accountIds])).toEqual([
      ['用人部门确认', 'approve', [500]],
      ['CEO审批', 'approve', [600]],
      ['抄送HRBP', 'cc', [510]],
    ]);
  });

  it('matches a department together with the departments below it', () => {
    expect(resolveFlow(bySalary, { salary: 20000, orgId: 3 }, org).route).toEqual(['技术中心']);
    expect(resolveFlow(bySalary, { salary: 20000, orgId: 4 }, org).route).toEqual(['其他情况']);
  });

  it('falls to the default branch when a fact is missing, and an empty default branch adds no step', () => {
    const resolved = resolveFlow(bySalary, {}, org);
    expect(resolved.route).toEqual(['其他情况']);
    expect(resolved.steps.map((s) => s.name)).toEqual(['用人部门确认', '抄送HRBP']);
  });

  it('requires every condition of a branch, with ≤ and ranges inclusive', () => {
    const flow: FlowDefinition = {
      nodes: [
        {
          id: 'c',
          type: 'condition',
          name: '条件',
          branches: [
            branch('x', '小批量实习', [{ field: 'headcount', op: 'lte', value: 3 }, { field: 'nature', op: 'in', values: [3] }], [approver('s', '主管', [500])]),
            branch('y', '中等规模', [{ field: 'headcount', op: 'between', value: 4, valueTo: 10 }], [approver('m', '总监', [600])]),
            branch('z', '职级', [{ field: 'rankId', op: 'in', values: [41, 42] }], [approver('r', '人事总监', [510])]),
            branch('d', '其他情况', [], [approver('e', 'CEO', [100])], true),
          ],
        },
      ],
    };
    expect(resolveFlow(flow, { headcount: 3, nature: 3 }, org).route).toEqual(['小批量实习']);
    expect(resolveFlow(flow, { headcount: 3, nature: 1 }, org).route).toEqual(['其他情况']);
    expect(resolveFlow(flow, { headcount: 4 }, org).route).toEqual(['中等规模']);
    expect(resolveFlow(flow, { headcount: 10 }, org).route).toEqual(['中等规模']);
    expect(resolveFlow(flow, { headcount: 11, rankIds: [9, 42] }, org).route).toEqual(['职级']);
  });

  it('finds department heads level by level, from the applicant or the subject', () => {
    const head = (level: number, of: 'applicant' | 'subject'): FlowDefinition => ({
      nodes: [{ id: 'h', type: 'approver', name: '部门负责人', mode: 'any', assignee: { type: 'deptHead', level, of } }],
    });
    // The applicant sits in 前端组, which has no head: that step is skipped with a reason.
    const own = resolveFlow(head(1, 'applicant'), {}, org).steps[0]!;
    expect(own.accountIds).toEqual([]);
    expect(own.note).toBe('未找到发起人所在部门的直接负责人（部门未设置负责人）');
    expect(ids(head(2, 'applicant'), {})).toEqual([['部门负责人', [200]]]);
    expect(ids(head(3, 'applicant'), {})).toEqual([['部门负责人', [100]]]);
    expect(resolveFlow(head(4, 'applicant'), {}, org).steps[0]!.note).toContain('没有这一级部门');
    expect(ids(head(1, 'subject'), { orgId: 2 })).toEqual([['部门负责人', [200]]]);
    // 市场部's head is disabled.
    expect(resolveFlow(head(1, 'subject'), { orgId: 4 }, org).steps[0]).toMatchObject({ note: '所属部门的直接负责人的账号已停用', held: true });
    // A missing head is nobody to ask (skipped); a disabled one is somebody who cannot (held).
    expect(own.held).toBe(false);
    expect(resolveFlow(head(1, 'subject'), {}, org).steps[0]!.accountIds).toEqual([]);
  });

  it('expands roles to their active members in id order, drops disabled accounts and duplicates', () => {
    const flow: FlowDefinition = {
      nodes: [
        { id: 'r', type: 'approver', name: 'HR负责人', mode: 'sequential', assignee: { type: 'role', roleIds: [7, 8] } },
        approver('u', '指定成员', [600, 400, 600, 100], 'sequential'),
        { id: 'e', type: 'approver', name: '空角色', mode: 'all', assignee: { type: 'role', roleIds: [8] } },
        approver('g', '已停用', [400]),
      ],
    };
    const steps = resolveFlow(flow, {}, org).steps;
    expect(steps.map((s) => [s.accountIds, s.mode])).toEqual([
      [[510, 520], 'sequential'],
      [[600, 100], 'sequential'],
      [[], 'all'],
      [[], 'any'],
    ]);
    expect(steps[2]!.note).toBe('所选角色下没有在职成员');
    expect(steps[3]!.note).toBe('所选成员均已停用或不存在');
    expect(steps.map((s) => s.held)).toEqual([false, false, false, true]);
  });

  it('holds an approver step whose named people are all disabled, but not a copy-to step', () => {
    const flow: FlowDefinition = {
      nodes: [
        { id: 'r', type: 'approver', name: 'HR负责人', mode: 'sequential', assignee: { type: 'role', roleIds: [9] } },
        { id: 'c', type: 'cc', name: '抄送', assignee: { type: 'user', accountIds: [400] } },
      ],
    };
    const steps = resolveFlow(flow, {}, { ...org, roleMembers: { ...org.roleMembers, 9: [400, 530] } }).steps;
    expect(steps.map((s) => [s.accountIds, s.note, s.held])).toEqual([
      [[], '所选角色的成员均已停用', true],
      [[], '所选成员均已停用或不存在', false],
    ]);
  });

  it('walks nested condition nodes and records every branch taken', () => {
    const flow: FlowDefinition = {
      nodes: [
        {
          id: 'outer',
          type: 'condition',
          name: '按部门',
          branches: [
            branch(
              'tech',
              '技术中心',
              [{ field: 'orgId', op: 'in', values: [2] }],
              [
                {
                  id: 'inner',
                  type: 'condition',
                  name: '按人数',
                  branches: [
                    branch('many', '批量招聘', [{ field: 'headcount', op: 'gte', value: 5 }], [approver('cto', 'CTO', [200])]),
                    branch('few', '其他情况', [], [approver('lead', '技术主管', [500])], true),
                  ],
                },
              ],
            ),
            branch('other', '其他情况', [], [approver('ceo', 'CEO', [100])], true),
          ],
        },
        approver('hr', 'HR确认', [510]),
      ],
    };
    const resolved = resolveFlow(flow, { orgId: 3, headcount: 8 }, org);
    expect(resolved.route).toEqual(['技术中心', '批量招聘']);
    expect(resolved.steps.map((s) => s.name)).toEqual(['CTO', 'HR确认']);
  });
});
