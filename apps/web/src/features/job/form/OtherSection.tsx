// 其他设置 of the job form: the recruiting process the job's candidates go through, the resume
// filter and scoring rules of its applications, switches for
// how the job is worked, and what headhunters read when the job is entrusted to them.
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { JOB_LOOK_CONTENT_MAX, RecruitType, textLength, type RuleOption } from '@bole/domain';
import { useRecruitProcesses } from '../api/get-recruit-processes';
import { useFilterRuleOptions, useScoringRuleOptions } from '../api/get-rule-options';

const SWITCHES = [
  { name: 'priorityRecruitment', label: '优先招聘', extra: '在职位列表和招聘看板中优先展示' },
  { name: 'backgroundAudit', label: '背景调查', extra: '候选人入职前需完成背景调查' },
  { name: 'registSms', label: '面试登记短信', extra: '安排面试时短信邀请候选人填写面试登记表' },
  { name: 'feedback', label: '面试反馈', extra: '面试官需在面试后填写反馈' },
] as const;

const ruleOptions = (rules: readonly RuleOption[] | undefined) => (rules ?? []).map((r) => ({ value: r.id, label: r.enabled ? r.name : `${r.name}（已停用）` }));

export function OtherSection() {
  const recruitType = Form.useWatch('recruitType') as number | undefined;
  const { data: processes, isLoading } = useRecruitProcesses();
  const filterRules = useFilterRuleOptions();
  const scoringRules = useScoringRuleOptions();
  const byDefault = processes?.find((p) => p.isDefault);
  const chosen = Form.useWatch('recruitProcessId') as number | null | undefined;
  const processOptions = (processes ?? []).map((p) => ({ value: p.id, label: p.isDefault ? `${p.name}（默认）` : p.name }));
  // A process deleted since (the job then runs on the default one) still reads as words.
  if (processes && chosen && !processes.some((p) => p.id === chosen)) processOptions.push({ value: chosen, label: '流程已删除，当前使用默认流程' });
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="recruitProcessId" label="招聘流程" extra="候选人按该流程的阶段推进；不选择时使用公司的默认流程。流程在「招聘流程」设置中维护。">
          <Select allowClear loading={isLoading} options={processOptions} placeholder={byDefault ? `使用默认流程（${byDefault.name}）` : '使用默认流程'} notFoundContent="暂无招聘流程" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="resumeFilterRulesIds" label="简历筛选规则" extra="投递到该职位的简历按所选规则自动标记或淘汰；规则在「简历筛选规则」中维护">
          <Select mode="multiple" allowClear loading={filterRules.isLoading} options={ruleOptions(filterRules.data)} placeholder="不使用" notFoundContent="暂无筛选规则" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="resumeScoringRulesId" label="简历评分规则" extra="从该职位打开简历时显示匹配分及各项得分原因">
          <Select allowClear loading={scoringRules.isLoading} options={ruleOptions(scoringRules.data)} placeholder="不评分" notFoundContent="暂无评分规则" />
        </Form.Item>
      </Col>
      {SWITCHES.map((s) => (
        <Col span={12} key={s.name}>
          <Form.Item name={s.name} label={s.label} valuePropName="checked" extra={s.extra}>
            <Switch />
          </Form.Item>
        </Col>
      ))}
      {recruitType === RecruitType.Headhunter && (
        <Col span={24}>
          <Form.Item name="lookContent" label="给猎头的说明" extra="委托猎头时，猎头公司能看到的补充说明">
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ show: true, max: JOB_LOOK_CONTENT_MAX, strategy: (text: string) => textLength(text) }} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
