import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { codeOptions, jobNatureLabels, jobSalaryTypeLabels } from '@bole/domain';
import { notifySuccess } from '../../lib/notify';

export function DemoForm() {
  return (
    <Form layout="vertical" style={{ maxWidth: 640 }} onFinish={() => notifySuccess('保存成功')} initialValues={{ nature: 1, salaryType: 1, urgent: false }}>
      <Form.Item name="name" label="职位名称" rules={[{ required: true, message: '请输入职位名称' }]}>
        <Input placeholder="例如：高级前端工程师" maxLength={30} showCount />
      </Form.Item>
      <Form.Item name="nature" label="职位性质">
        <Radio.Group options={codeOptions(jobNatureLabels)} />
      </Form.Item>
      <Form.Item label="薪资范围">
        <Form.Item name="salaryType" noStyle>
          <Select options={codeOptions(jobSalaryTypeLabels)} style={{ width: 96, marginRight: 8 }} />
        </Form.Item>
        <Form.Item name="minSalary" noStyle>
          <InputNumber min={0} placeholder="最低" style={{ width: 120 }} suffix="元" />
        </Form.Item>
        <span style={{ margin: '0 8px', color: '#8c95a6' }}>至</span>
        <Form.Item name="maxSalary" noStyle>
          <InputNumber min={0} placeholder="最高" style={{ width: 120 }} suffix="元" />
        </Form.Item>
      </Form.Item>
      <Form.Item name="deadline" label="截止日期">
        <DatePicker style={{ width: 240 }} placeholder="请选择截止日期" />
      </Form.Item>
      <Form.Item name="benefits" label="职位福利">
        <Checkbox.Group options={['五险一金', '带薪年假', '弹性工作', '餐补', '定期体检']} />
      </Form.Item>
      <Form.Item name="urgent" label="急招职位" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          保存职位
        </Button>
      </Form.Item>
    </Form>
  );
}
