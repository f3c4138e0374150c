// 求职意向: expected job, city, industry and salary, and where the candidate stands.
import { Col, Form, Input, Row, Select } from 'antd';
import { codeOptions, intentionStatusLabels, resumeFieldsSchema, workStateLabels } from '@bole/domain';
import { zodRule } from '../../../lib/zod-rule';
import { CitySelect } from './CitySelect';

const shape = resumeFieldsSchema.shape;
const INTENTION = codeOptions(intentionStatusLabels);
const WORK_STATE = codeOptions(workStateLabels);

/** `salaryLocked`: the caller may not see salaries (250027), so they are not edited either. */
export function IntentionFields({ autoFocus = false, salaryLocked = false }: { autoFocus?: boolean; salaryLocked?: boolean }) {
  const locked = salaryLocked ? '无查看薪资的权限，不能修改' : undefined;
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="expectPosition" label="期望职位" rules={[zodRule(shape.expectPosition)]}>
          <Input placeholder="如：高级前端开发工程师" maxLength={100} autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="expectCity" label="期望城市">
          <CitySelect />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="expectIndustry" label="期望行业" rules={[zodRule(shape.expectIndustry)]}>
          <Input placeholder="如：互联网/IT" maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="workState" label="求职状态">
          <Select allowClear options={WORK_STATE} placeholder="请选择" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="currentSalary" label="目前薪资" rules={[zodRule(shape.currentSalary)]} extra={locked}>
          <Input placeholder="如：25K×14薪" maxLength={50} disabled={salaryLocked} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="expectSalary" label="期望薪资" rules={[zodRule(shape.expectSalary)]} extra={locked}>
          <Input placeholder="如：30-35K" maxLength={50} disabled={salaryLocked} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="intentionStatus" label="意向状态">
          <Select allowClear options={INTENTION} placeholder="请选择" />
        </Form.Item>
      </Col>
    </Row>
  );
}
