// 职位要求 of the job form: work years, education with its extra conditions, age, gender,
// language, brand background and travel.
import { Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Switch } from 'antd';
import {
  businessTravelLabels,
  codeOptions,
  JOB_AGE_MAX,
  JOB_AGE_MIN,
  JOB_SHORT_TEXT_MAX,
  jobEducationLabels,
  jobEducationOrder,
  jobGenderLabels,
  textLength,
  workYearsLabels,
} from '@bole/domain';
import { workYearText } from '../shared/format';
import { EDU_CONDITIONS } from './form-values';

const WORK_YEARS = codeOptions(workYearsLabels).map((o) => ({ ...o, label: workYearText(o.value) }));
const EDUCATION = codeOptions(jobEducationLabels, jobEducationOrder);
const GENDERS = codeOptions(jobGenderLabels, [-1, 1, 0]);
const TRAVEL = codeOptions(businessTravelLabels);

export function RequirementSection() {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="workYear" label="工作年限">
          <Select allowClear options={WORK_YEARS} placeholder="不限" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="eduRequire" label="学历要求">
          <Select options={EDUCATION} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="eduConditions" label="学历附加条件" extra="筛选简历时按候选人最高学历判断">
          <Checkbox.Group options={EDU_CONDITIONS.map((c) => ({ ...c }))} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="年龄要求" extra={`${JOB_AGE_MIN}-${JOB_AGE_MAX}岁，都不填即不限`}>
          <Space.Compact>
            <Form.Item name="minAge" noStyle>
              <InputNumber min={JOB_AGE_MIN} max={JOB_AGE_MAX} precision={0} placeholder="最小" suffix="岁" style={{ width: 120 }} aria-label="最小年龄" />
            </Form.Item>
            <Form.Item name="maxAge" noStyle>
              <InputNumber min={JOB_AGE_MIN} max={JOB_AGE_MAX} precision={0} placeholder="最大" suffix="岁" style={{ width: 120 }} aria-label="最大年龄" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="gender" label="性别要求">
          <Radio.Group options={GENDERS} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="languageRequire" label="语言要求">
          <Input count={{ show: true, max: JOB_SHORT_TEXT_MAX, strategy: (text: string) => textLength(text) }} placeholder="如：英语六级，可作为工作语言" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="businessTravel" label="出差要求">
          <Radio.Group options={TRAVEL} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="famousEnterprise" label="名企背景" valuePropName="checked" extra="要求候选人有知名企业工作经历">
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}
