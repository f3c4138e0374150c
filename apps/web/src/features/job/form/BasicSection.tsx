// 基本信息 of the job form: what the job is, where, how many, for how much, and its description.
import { AutoComplete, Cascader, Col, Form, Input, InputNumber, Radio, Row, Select, Space, TreeSelect } from 'antd';
import {
  codeOptions,
  JOB_HEADCOUNT_MAX,
  JOB_LONG_TEXT_MAX,
  JOB_NAME_MAX,
  JOB_SHORT_TEXT_MAX,
  JOB_UNDERLINGS_MAX,
  JOB_WORK_PLACE_MAX,
  jobNatureLabels,
  jobRetentionLabels,
  jobSalaryTypeLabels,
  recruitTypeLabels,
  salaryFormUnitLabels,
  textLength,
  type JobSalaryType,
} from '@bole/domain';
import { useMemo } from 'react';
import { useBasedata } from '../../../api/basedata';
import { useOrgOptions } from '../../../api/org-options';
import { useJobLevels } from '../api/get-job-levels';
import { useJobTypes } from '../api/get-job-types';
import { useTagOptions } from '../api/get-tags';
import { useCityOptions } from '../shared/city-options';
import { DemandSelect } from './DemandSelect';

const counter = (max: number) => ({ show: true, max, strategy: (text: string) => textLength(text) });
const NATURES = codeOptions(jobNatureLabels);
const RECRUIT_TYPES = codeOptions(recruitTypeLabels);
const SALARY_TYPES = codeOptions(jobSalaryTypeLabels);
const RETENTIONS = codeOptions(jobRetentionLabels);

export function BasicSection() {
  const { data: types = [] } = useJobTypes();
  const { data: levels = [] } = useJobLevels();
  const { data: tags = [] } = useTagOptions();
  const { treeData } = useOrgOptions();
  const { options: benefits } = useBasedata('positionBenefit');
  const { options: cities } = useCityOptions();
  const salaryType = (Form.useWatch('salaryType') ?? 1) as JobSalaryType;
  const typeOptions = useMemo(() => types.map((t) => ({ value: t.id, label: t.name, children: t.children.map((c) => ({ value: c.id, label: c.name })) })), [types]);
  const unit = salaryFormUnitLabels[salaryType];

  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="name" label="职位名称" required rules={[{ required: true, whitespace: true, message: '请输入职位名称' }]}>
          <Input autoFocus count={counter(JOB_NAME_MAX)} placeholder="如：高级Java开发工程师" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="category" label="职位类别" extra={types.length === 0 ? '可在「设置 - 职位类别」中维护类别和分类' : undefined}>
          <Cascader options={typeOptions} changeOnSelect allowClear placeholder="选择类别或其下的分类" showSearch notFoundContent="暂无职位类别" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="nature" label="工作性质">
          <Radio.Group options={NATURES} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="recruitType" label="招聘方式">
          <Radio.Group options={RECRUIT_TYPES} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="orgId" label="所属部门" extra="不选则为公司（根部门）">
          <TreeSelect treeData={treeData} allowClear showSearch treeNodeFilterProp="title" treeDefaultExpandAll placeholder="选择部门" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="companyOrgId" label="所属公司" extra="集团下属公司招聘时选择">
          <TreeSelect treeData={treeData} allowClear showSearch treeNodeFilterProp="title" treeDefaultExpandAll placeholder="选择公司或事业部" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="workPlace" label="工作地点">
          <AutoComplete
            options={cities.map((c) => ({ value: c.label, label: c.province && c.province !== c.label ? `${c.label}（${c.province}）` : c.label }))}
            filterOption={(input, option) => String(option?.value ?? '').includes(input.trim())}
            maxLength={JOB_WORK_PLACE_MAX}
            placeholder="选择城市，可补充详细地址"
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="headcount" label="招聘人数">
          <InputNumber min={1} max={JOB_HEADCOUNT_MAX} precision={0} placeholder="不填为若干" suffix="人" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label="薪资范围" extra="都不填即为面议">
          <Space.Compact block>
            <Form.Item name="salaryType" noStyle>
              <Select options={SALARY_TYPES} style={{ width: 90 }} aria-label="薪资类型" />
            </Form.Item>
            <Form.Item name="minSalary" noStyle>
              <InputNumber min={0} placeholder="最低" suffix={unit} style={{ width: 180 }} aria-label="最低薪资" />
            </Form.Item>
            <Form.Item name="maxSalary" noStyle>
              <InputNumber min={0} placeholder="最高" suffix={unit} style={{ width: 180 }} aria-label="最高薪资" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="director" label="汇报对象">
          <Input count={counter(JOB_SHORT_TEXT_MAX)} placeholder="如：技术总监" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="underlingNumber" label="下属人数">
          <InputNumber min={0} max={JOB_UNDERLINGS_MAX} precision={0} suffix="人" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="jobRankIds" label="职级" extra={levels.length === 0 ? '可在「设置 - 职级设置」中维护职级' : undefined}>
          <Select mode="multiple" allowClear options={levels.map((l) => ({ value: l.id, label: l.name }))} placeholder="可选多个" maxCount={20} optionFilterProp="label" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="tagIds" label="职位标签">
          <Select mode="multiple" allowClear options={tags.map((t) => ({ value: t.id, label: t.name }))} placeholder="如：急招、核心岗位" maxCount={20} optionFilterProp="label" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="benefits" label="职位福利">
          <Select mode="multiple" allowClear options={benefits} placeholder="如：五险一金、带薪年假" maxCount={20} optionFilterProp="label" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="describe" label="职位描述" extra="岗位职责、工作内容">
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} count={counter(JOB_LONG_TEXT_MAX)} placeholder={'1. 负责……\n2. 参与……'} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="demand" label="任职要求">
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} count={counter(JOB_LONG_TEXT_MAX)} placeholder={'1. 本科及以上学历……\n2. 3年以上……经验'} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="demandIds" label="关联招聘需求" extra="据以开设该职位的招聘需求（须已通过审批）；该职位入职的人计入需求的进度">
          <DemandSelect />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="retention" label="职位有效期" extra="到期后职位自动关闭，可随时重新开启">
          <Select options={RETENTIONS} />
        </Form.Item>
      </Col>
    </Row>
  );
}
