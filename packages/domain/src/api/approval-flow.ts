// Approval flows (/user/manage/jobaudit 职位审批, /user/manage/recruitaudit 招聘需求审批, later Offer审批):
// per company and kind, an ordered chain of approver, copy-to and condition nodes; a condition
// node's branches hold chains of their own and the flow continues after it. The shapes are
// checked here; what makes a flow usable (approvers chosen, a default branch …) is
// `validateFlow` in approval/validate.ts, which the designer runs as the administrator edits.
import { z } from 'zod';
import { ApprovalKind, ApprovalMode, DEPT_HEAD_LEVEL_MAX, DeptHeadOf, NumberOp, type ConditionField } from '../codes/approval';

export const APPROVAL_NODE_NAME_MAX = 20;
/** Nodes in one flow, counting those inside branches. */
export const APPROVAL_NODES_MAX = 60;
export const APPROVAL_BRANCHES_MAX = 10;
/** Condition nodes inside condition nodes, counting the outermost. */
export const APPROVAL_CONDITION_DEPTH_MAX = 3;
export const APPROVAL_PEOPLE_MAX = 50;
export const APPROVAL_ROLES_MAX = 20;
export const APPROVAL_VALUES_MAX = 200;
// One condition per field at most.
const CONDITIONS_MAX = 6;

export type ApproverSpec =
  | { type: 'user'; accountIds: number[] }
  | { type: 'role'; roleIds: number[] }
  | { type: 'deptHead'; level: number; of: DeptHeadOf };
export type ApproverNode = { id: string; type: 'approver'; name: string; assignee: ApproverSpec; mode: ApprovalMode };
export type CcNode = { id: string; type: 'cc'; name: string; assignee: ApproverSpec };
export type ListField = Exclude<ConditionField, 'salary' | 'headcount'>;
export type NumberField = Extract<ConditionField, 'salary' | 'headcount'>;
export type FlowCondition = { field: ListField; op: 'in'; values: number[] } | { field: NumberField; op: NumberOp; value: number; valueTo?: number | null };
export type FlowBranch = { id: string; name: string; isDefault: boolean; conditions: FlowCondition[]; nodes: FlowNode[] };
export type ConditionNode = { id: string; type: 'condition'; name: string; branches: FlowBranch[] };
export type FlowNode = ApproverNode | CcNode | ConditionNode;
export type FlowDefinition = { nodes: FlowNode[] };

const nodeId = z.string({ error: '节点编号格式不正确' }).regex(/^[A-Za-z0-9_-]{1,40}$/, '节点编号格式不正确');
const nodeName = (label: string) =>
  z
    .string({ error: `请输入${label}名称` })
    .trim()
    .min(1, `请输入${label}名称`)
    .max(APPROVAL_NODE_NAME_MAX, `${label}名称最多${APPROVAL_NODE_NAME_MAX}个字符`);
const ids = (label: string, max: number) =>
  z.array(z.number({ error: `${label}格式不正确` }).int(`${label}格式不正确`).positive(`${label}格式不正确`), { error: `${label}格式不正确` }).max(max, `${label}最多${max}个`);

export const approverSpecSchema: z.ZodType<ApproverSpec> = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('user'), accountIds: ids('成员', APPROVAL_PEOPLE_MAX) }),
    z.object({ type: z.literal('role'), roleIds: ids('角色', APPROVAL_ROLES_MAX) }),
    z.object({
      type: z.literal('deptHead'),
      level: z
        .number({ error: '请选择负责人级别' })
        .int('请选择负责人级别')
        .min(1, '请选择负责人级别')
        .max(DEPT_HEAD_LEVEL_MAX, `负责人级别最多第${DEPT_HEAD_LEVEL_MAX}级`),
      of: z.enum(DeptHeadOf, { error: '请选择从哪个部门找负责人' }),
    }),
  ],
  { error: '请选择审批人类型' },
);

const amount = z.number({ error: '请输入数值' }).min(0, '数值不能为负').max(100_000_000, '数值过大');

export const flowConditionSchema: z.ZodType<FlowCondition> = z.union(
  [
    z.object({ field: z.enum(['orgId', 'nature', 'recruitType', 'rankId']), op: z.literal('in'), values: ids('条件选项', APPROVAL_VALUES_MAX) }),
    z.object({ field: z.enum(['salary', 'headcount']), op: z.enum(NumberOp), value: amount, valueTo: amount.nullish() }),
  ],
  { error: '条件格式不正确' },
);

export const flowNodeSchema: z.ZodType<FlowNode> = z.lazy(() =>
  z.discriminatedUnion(
    'type',
    [
      z.object({ id: nodeId, type: z.literal('approver'), name: nodeName('审批人节点'), assignee: approverSpecSchema, mode: z.enum(ApprovalMode, { error: '请选择审批方式' }) }),
      z.object({ id: nodeId, type: z.literal('cc'), name: nodeName('抄送人节点'), assignee: approverSpecSchema }),
      z.object({
        id: nodeId,
        type: z.literal('condition'),
        name: nodeName('条件节点'),
        branches: z.array(flowBranchSchema).max(APPROVAL_BRANCHES_MAX, `每个条件节点最多${APPROVAL_BRANCHES_MAX}个分支`),
      }),
    ],
    { error: '节点类型不正确' },
  ),
);

export const flowBranchSchema: z.ZodType<FlowBranch> = z.lazy(() =>
  z.object({
    id: nodeId,
    name: nodeName('分支'),
    isDefault: z.boolean({ error: '默认分支标记格式不正确' }),
    conditions: z.array(flowConditionSchema).max(CONDITIONS_MAX, '条件过多'),
    nodes: z.array(flowNodeSchema).max(APPROVAL_NODES_MAX, `节点最多${APPROVAL_NODES_MAX}个`),
  }),
);

export const approvalKindSchema = z.enum(ApprovalKind, { error: '审批类型不正确' });

/** PUT /api/approval-flows/{kind}: the whole chain; saving makes a new version. */
export const approvalFlowSaveSchema = z.object({
  nodes: z.array(flowNodeSchema, { error: '流程格式不正确' }).max(APPROVAL_NODES_MAX, `节点最多${APPROVAL_NODES_MAX}个`),
});
export type ApprovalFlowSave = z.infer<typeof approvalFlowSaveSchema>;

/** GET /api/approval-flows/{kind}: the flow in force; `configured` false means submissions pass at once. */
export const approvalFlowViewSchema = z.object({
  kind: approvalKindSchema,
  configured: z.boolean(),
  version: z.number().nullable(),
  nodes: z.array(flowNodeSchema),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type ApprovalFlowView = z.infer<typeof approvalFlowViewSchema>;

/** GET /api/approval-flows/options: what the designer picks from besides accounts and departments. */
export const approvalFlowOptionsSchema = z.object({
  roles: z.array(z.object({ id: z.number(), name: z.string(), memberCount: z.number() })),
  /** The company's job levels (职级), for 职级 conditions. */
  ranks: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ApprovalFlowOptions = z.infer<typeof approvalFlowOptionsSchema>;
