// 条件设置: a branch's name and its conditions, every one of which must hold for a submission
// to take the branch (the branches are tried in priority order, the default one last).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Dropdown, Flex, Form, Input, InputNumber, Select, TreeSelect } from 'antd';
import {
  APPROVAL_NODE_NAME_MAX,
  approvalConditionFields,
  codeOptions,
  conditionFieldLabel,
  conditionFieldUnits,
  flowBranchSchema,
  jobNatureLabels,
  numberOpLabels,
  recruitTypeLabels,
  type ApprovalKind,
  type ConditionField,
  type FlowBranch,
  type FlowCondition,
  type NumberOp,
} from '@bole/domain';
import { useState } from 'react';
import type { Pickers } from '../api/get-pickers';

type Props = {
  open: boolean;
  kind: ApprovalKind;
  branch: FlowBranch;
  priority: number;
  pickers: Pickers;
  ranks: { value: number; label: string }[];
  onClose: () => void;
  onSave: (branch: FlowBranch) => void;
};

const OPS: NumberOp[] = ['gte', 'lte', 'between'];

function freshCondition(field: ConditionField): FlowCondition {
  if (field === 'salary' || field === 'headcount') return { field, op: 'gte', value: 0 };
  return { field, op: 'in', values: [] };
}

function ConditionControl({ kind, condition, pickers, ranks, onChange }: { kind: ApprovalKind; condition: FlowCondition; pickers: Pickers; ranks: Props['ranks']; onChange: (c: FlowCondition) => void }) {
  const label = conditionFieldLabel(kind, condition.field);
  if (condition.op !== 'in') {
    const numeric = condition;
    const unit = conditionFieldUnits[condition.field];
    return (
      <>
        <Select aria-label={`${label}的比较方式`} style={{ width: 100 }} value={numeric.op} options={OPS.map((op) => ({ value: op, label: numberOpLabels[op] }))} onChange={(op: NumberOp) => onChange({ ...numeric, op })} />
        <InputNumber aria-label={`${label}的数值`} min={0} precision={0} suffix={unit} value={numeric.value} onChange={(v) => onChange({ ...numeric, value: v ?? 0 })} />
        {numeric.op === 'between' && (
          <>
            <span style={{ lineHeight: '32px' }}>至</span>
            <InputNumber aria-label={`${label}的上限`} min={0} precision={0} suffix={unit} value={numeric.valueTo ?? null} onChange={(v) => onChange({ ...numeric, valueTo: v })} />
          </>
        )}
      </>
    );
  }
  const values = condition.values;
  const set = (next: number[]) => onChange({ ...condition, values: next });
  if (condition.field === 'orgId') {
    return (
      <TreeSelect
        aria-label={label}
        style={{ width: '100%' }}
        multiple
        treeDefaultExpandAll
        placeholder="选择部门（含下级部门）"
        value={values}
        treeData={pickers.orgTree}
        treeNodeFilterProp="title"
        onChange={(next: number[]) => set(next)}
      />
    );
  }
  const options = condition.field === 'nature' ? codeOptions(jobNatureLabels) : condition.field === 'recruitType' ? codeOptions(recruitTypeLabels) : ranks;
  return <Select aria-label={label} style={{ width: '100%' }} mode="multiple" placeholder={`选择${label}`} value={values} options={options} optionFilterProp="label" onChange={set} />;
}

export function BranchDrawer({ open, kind, branch, priority, pickers, ranks, onClose, onSave }: Props) {
  const [draft, setDraft] = useState<FlowBranch>(branch);
  const [problem, setProblem] = useState<string | null>(null);
  const used = new Set(draft.conditions.map((c) => c.field));
  // 职级 only when the company has job levels to pick from.
  const offered = approvalConditionFields[kind].filter((f) => !used.has(f) && (f !== 'rankId' || ranks.length > 0));
  const setCondition = (index: number, c: FlowCondition) => setDraft({ ...draft, conditions: draft.conditions.map((old, i) => (i === index ? c : old)) });

  const save = () => {
    const parsed = flowBranchSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? '设置有误');
      return;
    }
    onSave(parsed.data);
  };

  return (
    <Drawer
      title={`条件设置 · 优先级${priority}`}
      open={open}
      onClose={onClose}
      size={560}
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
        <Form.Item label="分支名称" required>
          <Input value={draft.name} maxLength={APPROVAL_NODE_NAME_MAX} showCount aria-label="分支名称" onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </Form.Item>
        <Form.Item label="条件（同时满足以下全部条件时进入此分支）">
          {draft.conditions.length === 0 && <div className="bole-flow-version">还没有条件，请点击下方「添加条件」</div>}
          {draft.conditions.map((c, index) => (
            <div className="bole-flow-condition-row" key={c.field}>
              <span className="bole-flow-condition-label">{conditionFieldLabel(kind, c.field)}</span>
              <div className="bole-flow-condition-control">
                <ConditionControl kind={kind} condition={c} pickers={pickers} ranks={ranks} onChange={(next) => setCondition(index, next)} />
              </div>
              <Button type="text" aria-label={`删除条件“${conditionFieldLabel(kind, c.field)}”`} icon={<DeleteOutlined />} onClick={() => setDraft({ ...draft, conditions: draft.conditions.filter((_, i) => i !== index) })} />
            </div>
          ))}
          <Dropdown
            disabled={offered.length === 0}
            trigger={['click']}
            menu={{
              items: offered.map((f) => ({ key: f, label: conditionFieldLabel(kind, f) })),
              onClick: ({ key }) => setDraft({ ...draft, conditions: [...draft.conditions, freshCondition(key as ConditionField)] }),
            }}
          >
            <Button icon={<PlusOutlined />}>添加条件</Button>
          </Dropdown>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
