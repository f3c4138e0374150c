// 审批人设置 / 抄送人设置: the node's name, whom it names (members, roles or a department head)
// and, for approvers, how several of them decide (依次审批, 会签, 或签).
import { Alert, Button, Drawer, Flex, Form, Input, Radio, Select } from 'antd';
import {
  APPROVAL_NODE_NAME_MAX,
  approvalModeHints,
  approvalModeLabels,
  approverTypeLabels,
  DEPT_HEAD_LEVEL_MAX,
  deptHeadLevelLabel,
  deptHeadOfLabels,
  flowNodeSchema,
  type ApprovalMode,
  type ApproverSpec,
  type ApproverType,
  type DeptHeadOf,
  type FlowNode,
} from '@bole/domain';
import { useState } from 'react';
import type { Pickers } from '../api/get-pickers';

type Editable = Exclude<FlowNode, { type: 'condition' }>;
type Props = { open: boolean; node: Editable; pickers: Pickers; onClose: () => void; onSave: (node: Editable) => void };

const MODES: ApprovalMode[] = ['sequential', 'all', 'any'];
const TYPES: ApproverType[] = ['user', 'role', 'deptHead'];
const LEVELS = Array.from({ length: DEPT_HEAD_LEVEL_MAX }, (_, i) => ({ value: i + 1, label: deptHeadLevelLabel(i + 1) }));
const HEAD_OF: DeptHeadOf[] = ['subject', 'applicant'];

function freshSpec(type: ApproverType): ApproverSpec {
  if (type === 'user') return { type, accountIds: [] };
  if (type === 'role') return { type, roleIds: [] };
  return { type, level: 1, of: 'subject' };
}

export function NodeDrawer({ open, node, pickers, onClose, onSave }: Props) {
  const [draft, setDraft] = useState<Editable>(node);
  const [problem, setProblem] = useState<string | null>(null);
  const what = draft.type === 'approver' ? '审批人' : '抄送人';
  const spec = draft.assignee;
  const setSpec = (assignee: ApproverSpec) => setDraft({ ...draft, assignee });

  const accountOptions = [...pickers.accounts].map(([value, label]) => ({ value, label }));
  // Chosen people who have since left still show, so that they can be taken out.
  if (spec.type === 'user') for (const id of spec.accountIds) if (!pickers.accounts.has(id)) accountOptions.push({ value: id, label: '已停用的成员' });
  const roleOptions = [...pickers.roles].map(([value, r]) => ({ value, label: `${r.name}（${r.memberCount}人）` }));

  const save = () => {
    const parsed = flowNodeSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? '设置有误');
      return;
    }
    onSave(parsed.data as Editable);
  };

  return (
    <Drawer
      title={`${what}设置`}
      open={open}
      onClose={onClose}
      size={480}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" onClick={save}>
            确定
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
        <Form.Item label="节点名称" required>
          <Input value={draft.name} maxLength={APPROVAL_NODE_NAME_MAX} showCount aria-label="节点名称" onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </Form.Item>
        <Form.Item label={`${what}类型`}>
          <Radio.Group
            aria-label={`${what}类型`}
            value={spec.type}
            onChange={(e) => setSpec(freshSpec(e.target.value as ApproverType))}
            options={TYPES.map((t) => ({ value: t, label: approverTypeLabels[t] }))}
          />
        </Form.Item>
        {spec.type === 'user' && (
          <Form.Item label={`选择成员${draft.type === 'approver' ? '（依次审批时按选择的顺序）' : ''}`}>
            <Select
              mode="multiple"
              aria-label="选择成员"
              placeholder="搜索姓名"
              value={spec.accountIds}
              options={accountOptions}
              optionFilterProp="label"
              onChange={(accountIds: number[]) => setSpec({ type: 'user', accountIds })}
            />
          </Form.Item>
        )}
        {spec.type === 'role' && (
          <Form.Item label="选择角色" extra="提交时由该角色下所有在职成员处理">
            <Select mode="multiple" aria-label="选择角色" placeholder="请选择角色" value={spec.roleIds} options={roleOptions} optionFilterProp="label" onChange={(roleIds: number[]) => setSpec({ type: 'role', roleIds })} />
          </Form.Item>
        )}
        {spec.type === 'deptHead' && (
          <>
            <Form.Item label="从哪个部门找负责人" extra="所属部门即提交内容所属的部门（如职位的所属部门）；部门负责人在「组织架构」中设置">
              <Radio.Group value={spec.of} onChange={(e) => setSpec({ ...spec, of: e.target.value as DeptHeadOf })} options={HEAD_OF.map((o) => ({ value: o, label: deptHeadOfLabels[o] }))} />
            </Form.Item>
            <Form.Item label="负责人级别" extra="找不到负责人时（部门未设置负责人或账号已停用），该节点自动跳过">
              <Select aria-label="负责人级别" value={spec.level} options={LEVELS} onChange={(level: number) => setSpec({ ...spec, level })} />
            </Form.Item>
          </>
        )}
        {draft.type === 'approver' && (
          <Form.Item label="多人审批时采用的审批方式">
            <Radio.Group className="bole-flow-mode" value={draft.mode} onChange={(e) => setDraft({ ...draft, mode: e.target.value as ApprovalMode })}>
              {MODES.map((m) => (
                <Radio key={m} value={m}>
                  {approvalModeLabels[m]}
                  <span className="bole-flow-mode-hint">{approvalModeHints[m]}</span>
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
