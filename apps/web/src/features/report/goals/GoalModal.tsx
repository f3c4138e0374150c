// 新建目标 / 编辑目标: the period (month, quarter or year), whom it is for (全公司, a department or a
// 招聘负责人) and the targets, checked with the domain's goalSaveSchema as the server checks them.
import { Col, Form, InputNumber, Modal, Radio, Row, Select, TreeSelect } from 'antd';
import { GOAL_METRICS, GOAL_TARGET_MAX, GoalPeriodKind, GoalScope, goalFieldsSchema, goalMetricLabel, goalSaveSchema, type GoalMetric, type ReportGoal } from '@bole/domain';
import { useMemo, useState } from 'react';
import { useAccountOptions } from '../../../api/account-options';
import { useOrgOptions } from '../../../api/org-options';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-rule';
import { useGoalChanges } from '../api/save-goal';
import { chinaToday } from '../board/period';

type Values = { kind: GoalPeriodKind; year: number; period?: number; scope: GoalScope; scopeId?: number } & Partial<Record<GoalMetric, number>>;
type Props = { open: boolean; goal?: ReportGoal; year: number; onClose: () => void };

const shape = goalFieldsSchema.shape;
const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}月` }));
const QUARTERS = Array.from({ length: 4 }, (_, i) => ({ value: i + 1, label: `第${i + 1}季度` }));
const kindOptions = Object.entries(GoalPeriodKind).map(([value, label]) => ({ value, label }));
const scopeOptions = Object.entries(GoalScope).map(([value, label]) => ({ value, label }));

/** This month or quarter when the goal is for this year, else the first. */
function defaultPeriod(kind: Values['kind'], year: number): number | undefined {
  if (kind === 'year') return undefined;
  const [thisYear, month] = chinaToday().split('-').map(Number) as [number, number];
  if (year !== thisYear) return 1;
  return kind === 'month' ? month : Math.ceil(month / 3);
}

function initialValues(goal: ReportGoal | undefined, year: number): Values {
  if (goal) {
    return { kind: goal.kind, year: goal.year, period: goal.period ?? undefined, scope: goal.scope, scopeId: goal.scopeId ?? undefined, hires: goal.hires ?? undefined, offers: goal.offers ?? undefined, interviews: goal.interviews ?? undefined };
  }
  return { kind: 'month', year, period: defaultPeriod('month', year), scope: 'company' };
}

export function GoalModal({ open, goal, year, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [initial] = useState(() => initialValues(goal, year));
  // Kept in state as they change (not Form.useWatch, which renders a tick later) so the fields they show come and go with them.
  const [{ kind, scope }, setShown] = useState({ kind: initial.kind, scope: initial.scope });
  const { save } = useGoalChanges();
  const { treeData } = useOrgOptions();
  const accounts = useAccountOptions();
  const thisYear = Number(chinaToday().slice(0, 4));
  const years = useMemo(() => [...new Set([thisYear - 1, thisYear, thisYear + 1, year, goal?.year ?? year])].sort().map((y) => ({ value: y, label: `${y}年` })), [thisYear, year, goal?.year]);
  // A goal of an account no longer active keeps its name in the picker.
  const people = goal?.scope === 'recruiter' && goal.scopeId && !accounts.names.has(goal.scopeId) ? [...accounts.options, { value: goal.scopeId, label: goal.scopeName }] : accounts.options;

  const onValuesChange = (changed: Partial<Values>, all: Values) => {
    if (changed.kind !== undefined || changed.year !== undefined) form.setFieldValue('period', defaultPeriod(all.kind, all.year));
    if (changed.scope !== undefined) form.setFieldValue('scopeId', undefined);
    setShown({ kind: all.kind, scope: all.scope });
  };

  const submit = async (values: Values) => {
    const parsed = goalSaveSchema.safeParse(values);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: String(issue.path[0]) as keyof Values, errors: [issue.message] })));
      return;
    }
    try {
      await save.mutateAsync({ id: goal?.id, body: parsed.data });
      notifySuccess(goal ? '招聘目标已保存' : '招聘目标已添加');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '70101': 'scope' });
    }
  };

  return (
    <Modal
      open={open}
      title={goal ? '编辑招聘目标' : '新建招聘目标'}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={600}
    >
      <Form form={form} layout="vertical" initialValues={initial} onValuesChange={onValuesChange} onFinish={(v) => void submit(v)} style={{ marginTop: 16 }} autoComplete="off">
        <Form.Item name="kind" label="目标周期" rules={[zodRule(shape.kind)]}>
          <Radio.Group options={kindOptions} optionType="button" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="year" label="年份" rules={[zodRule(shape.year)]}>
              <Select options={years} />
            </Form.Item>
          </Col>
          {kind !== 'year' && (
            <Col span={12}>
              <Form.Item name="period" label={kind === 'month' ? '月份' : '季度'} required rules={[{ required: true, message: kind === 'month' ? '请选择月份' : '请选择季度' }]}>
                <Select options={kind === 'month' ? MONTHS : QUARTERS} placeholder={kind === 'month' ? '请选择月份' : '请选择季度'} />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Form.Item name="scope" label="目标范围" rules={[zodRule(shape.scope)]} extra="部门目标统计该部门的职位（不含下级部门），招聘负责人目标统计其负责的职位。">
          <Radio.Group options={scopeOptions} optionType="button" />
        </Form.Item>
        {scope === 'org' && (
          <Form.Item name="scopeId" label="部门" required rules={[{ required: true, message: '请选择部门' }]}>
            <TreeSelect treeData={treeData} placeholder="请选择部门" showSearch treeNodeFilterProp="title" treeDefaultExpandAll />
          </Form.Item>
        )}
        {scope === 'recruiter' && (
          <Form.Item name="scopeId" label="招聘负责人" required rules={[{ required: true, message: '请选择招聘负责人' }]}>
            <Select options={people} placeholder="请选择招聘负责人" showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        )}
        <Row gutter={16}>
          {GOAL_METRICS.map((metric) => (
            <Col span={8} key={metric}>
              <Form.Item name={metric} label={`${goalMetricLabel(metric)}目标`} rules={[zodRule(shape[metric])]}>
                <InputNumber min={0} max={GOAL_TARGET_MAX} precision={0} placeholder="不设置" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <p className="bole-goal-hint">至少填写一项目标；进度按招聘概览的口径统计：入职按入职日期、发出Offer按发出时间、面试按面试开始时间（不含已取消）。</p>
      </Form>
    </Modal>
  );
}
