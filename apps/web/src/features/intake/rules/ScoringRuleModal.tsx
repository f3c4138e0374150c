// 新建/编辑评分规则: a weight per criterion (0 leaves it out; the shares are shown as they will
// count) and the skills 技能关键词 looks for.
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { RULE_NAME_MAX, SCORE_WEIGHT_MAX, scoreCriterionLabels, scoreCriterionOrder, scoringRuleCreateSchema, type ScoreWeights, type ScoringRule } from '@bole/domain';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { useSaveScoringRule } from '../api/save-scoring-rule';
import { weightShares } from './format';

type Props = { rule?: ScoringRule; onClose: () => void };
type Values = { name?: string; weights?: Partial<ScoreWeights>; keywords?: string[] };

const HINTS: Record<keyof ScoreWeights, string> = {
  education: '最高学历与职位学历要求比较',
  schoolTier: '985、211或普通院校',
  workYears: '工作年限与职位要求比较',
  keywords: '简历中出现的技能关键词比例',
  city: '期望城市或现居城市与职位工作地点比较',
  salary: '期望薪资是否在职位薪资范围内',
  age: '年龄是否在职位年龄要求内',
};
const DEFAULT_WEIGHTS: ScoreWeights = { education: 20, schoolTier: 10, workYears: 25, keywords: 25, city: 10, salary: 10, age: 0 };

export default function ScoringRuleModal({ rule, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const save = useSaveScoringRule();
  const weights = (Form.useWatch('weights', form) ?? rule?.weights ?? DEFAULT_WEIGHTS) as ScoreWeights;
  const shares = new Map(weightShares({ ...DEFAULT_WEIGHTS, ...Object.fromEntries(Object.entries(weights).map(([k, v]) => [k, v ?? 0])) } as ScoreWeights).map((w) => [w.label, w.share]));

  const submit = async (values: Values) => {
    const parsed = scoringRuleCreateSchema.safeParse(values);
    if (!parsed.success) {
      // "No weight anywhere" belongs to the whole group: shown under its first input.
      const fields = parsed.error.issues.map((i) => ({ name: (i.path.length === 1 && i.path[0] === 'weights' ? ['weights', 'education'] : i.path.map(String)) as never, errors: [i.message] }));
      form.setFields(fields);
      return;
    }
    try {
      await save.mutateAsync({ id: rule?.id, body: parsed.data });
      notifySuccess(rule ? '评分规则已保存' : '评分规则已创建，可在职位的其他设置中选择');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '31311': 'name' });
    }
  };

  return (
    <Modal open title={rule ? `编辑评分规则「${rule.name}」` : '新建评分规则'} okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={save.isPending} width={620} destroyOnHidden>
      <Form form={form} layout="vertical" autoComplete="off" initialValues={{ name: rule?.name, weights: rule?.weights ?? DEFAULT_WEIGHTS, keywords: rule?.keywords ?? [] }} onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label="规则名称" required>
          <Input autoFocus maxLength={RULE_NAME_MAX} showCount placeholder="如：研发类职位、销售类职位" />
        </Form.Item>
        <Form.Item label="评分标准与权重" extra="权重为0的标准不参与评分；各项占比 = 权重 ÷ 权重之和，满分100分" style={{ marginBottom: 8 }}>
          <div role="group" aria-label="评分标准与权重">
            {scoreCriterionOrder.map((key) => (
              <div key={key} className="bole-rules-weight">
                <span>{scoreCriterionLabels[key]}</span>
                <span className="bole-rules-muted">{HINTS[key]}</span>
                <Form.Item name={['weights', key]} style={{ margin: 0 }}>
                  <InputNumber min={0} max={SCORE_WEIGHT_MAX} precision={0} aria-label={`${scoreCriterionLabels[key]}权重`} style={{ width: 72 }} />
                </Form.Item>
                <span className="bole-rules-share">{shares.get(scoreCriterionLabels[key]) ?? 0}%</span>
              </div>
            ))}
          </div>
        </Form.Item>
        <Form.Item name="keywords" label="技能关键词" extra="「技能关键词」有权重时必填；简历中出现得越多得分越高。输入后回车添加">
          <Select mode="tags" open={false} tokenSeparators={[',', '，', '、']} placeholder="如：Java、Spring Boot、MySQL" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
