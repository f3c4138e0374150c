// The fields of the demand form: what position, where, how many, why, by when, for how much.
import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, TreeSelect } from 'antd';
import {
  codeOptions,
  DEMAND_HEADCOUNT_MAX,
  DEMAND_LONG_TEXT_MAX,
  DEMAND_NAME_MAX,
  DEMAND_NOTE_MAX,
  DEMAND_SALARY_MAX,
  DEMAND_WORK_PLACE_MAX,
  demandPriorityLabels,
  demandReasonLabels,
  jobNatureLabels,
  textLength,
} from '@bole/domain';
import { useMemo } from 'react';
import { useAccountOptions } from '../../../api/account-options';
import { useOrgOptions } from '../../../api/org-options';
import { dayjs } from '../../../lib/time';
import { useJobTypeOptions } from '../api/job-type-options';

const counter = (max: number) => ({ show: true, max, strategy: (text: string) => textLength(text) });
const NATURES = codeOptions(jobNatureLabels);
const REASONS = codeOptions(demandReasonLabels);
const PRIORITIES = codeOptions(demandPriorityLabels);

/** `wide`: two columns (a drawer on a desktop); otherwise one (a phone). */
export function DemandFields({ wide }: { wide: boolean }) {
  const { treeData } = useOrgOptions();
  const { options: people } = useAccountOptions();
  const { data: types = [] } = useJobTypeOptions();
  const typeTree = useMemo(() => types.map((t) => ({ value: t.id, title: t.name, children: t.children.map((c) => ({ value: c.id, title: c.name })) })), [types]);
  const half = wide ? 12 : 24;
  return (
    <Row gutter={16}>
      <Col span={half}>
        <Form.Item name="name" label="招聘职位" required rules={[{ required: true, whitespace: true, message: '请输入招聘职位' }]}>
          <Input count={counter(DEMAND_NAME_MAX)} placeholder="如：高级前端开发工程师" />
        </Form.Item>
      </Col>
      <Col span={half}>
        <Form.Item name="orgId" label="需求部门" required rules={[{ required: true, message: '请选择需求部门' }]}>
          <TreeSelect treeData={treeData} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} placeholder="选择需要人的部门" aria-label="需求部门" />
        </Form.Item>
      </Col>
      <Col span={half}>
        <Form.Item name="headcount" label="需求人数" required rules={[{ required: true, message: '请输入需求人数' }]}>
          <InputNumber min={1} max={DEMAND_HEADCOUNT_MAX} precision={0} suffix="人" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={half}>
        <Form.Item name="reason" label="需求原因" required rules={[{ required: true, message: '请选择需求原因' }]}>
          <Select options={REASONS} placeholder="新增编制、离职替补…" aria-label="需求原因" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="reasonNote" label="原因说明" extra="如替补谁、新增编制的批复，审批人会看到">
          <Input count={counter(DEMAND_NOTE_MAX)} />
        </Form.Item>
      </Col>
      <Col span={half}>
        <Form.Item name="arrivalDate" label="期望到岗日期">
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(2, 'year'), 'day')} placeholder="选择日期" />
        </Form.Item>
      </Col>
      <Col span={half}>
        <Form.Item name="priority" label="紧急程度">
          <Radio.Group options={PRIORITIES} />
        </Form.Item>
      </Col>
      <Col span={half}>
        <Form.Item label="月薪范围（元）" extra="审批流程可按月薪上限走不同的分支">
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Form.Item name="minSalary" noStyle>
              <InputNumber min={1} max={DEMAND_SALARY_MAX} precision={0} placeholder="最低" style={{ flex: 1 }} aria-label="最低月薪" />
            </Form.Item>
            <span>-</span>
            <Form.Item
              name="maxSalary"
              noStyle
              dependencies={['minSalary']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_r, max: number | null) => {
                    const min = getFieldValue('minSalary') as number | null;
                    if (max != null && min != null && min > max) throw new Error('最高月薪不能低于最低月薪');
                  },
                }),
              ]}
            >
              <InputNumber min={1} max={DEMAND_SALARY_MAX} precision={0} placeholder="最高" style={{ flex: 1 }} aria-label="最高月薪" />
            </Form.Item>
          </div>
        </Form.Item>
      </Col>
      <Col span={half}>
        <Form.Item name="nature" label="工作性质">
          <Radio.Group options={NATURES} />
        </Form.Item>
      </Col>
      <Col span={half}>
        <Form.Item name="categoryId" label="职位类别">
          <TreeSelect treeData={typeTree} allowClear showSearch={{ treeNodeFilterProp: 'title' }} placeholder="选择类别或分类" notFoundContent="暂无职位类别" aria-label="职位类别" />
        </Form.Item>
      </Col>
      <Col span={half}>
        <Form.Item name="workPlace" label="工作地点">
          <Input count={counter(DEMAND_WORK_PLACE_MAX)} placeholder="如：上海市浦东新区" />
        </Form.Item>
      </Col>
      <Col span={half}>
        <Form.Item name="ownerId" label="负责HR" extra="负责招聘的HR，也能查看该需求">
          <Select options={people} allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="选择同事" aria-label="负责HR" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="describe" label="职位描述">
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} count={counter(DEMAND_LONG_TEXT_MAX)} placeholder="主要工作职责" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="requirement" label="任职要求">
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} count={counter(DEMAND_LONG_TEXT_MAX)} placeholder="学历、经验、技能等" />
        </Form.Item>
      </Col>
    </Row>
  );
}
