// 其他设置 of the job form: switches for how the job is worked, and what headhunters read when
// the job is entrusted to them.
import { Col, Form, Input, Row, Switch } from 'antd';
import { JOB_LOOK_CONTENT_MAX, RecruitType, textLength } from '@bole/domain';

const SWITCHES = [
  { name: 'priorityRecruitment', label: '优先招聘', extra: '在职位列表和招聘看板中优先展示' },
  { name: 'backgroundAudit', label: '背景调查', extra: '候选人入职前需完成背景调查' },
  { name: 'registSms', label: '面试登记短信', extra: '安排面试时短信邀请候选人填写面试登记表' },
  { name: 'feedback', label: '面试反馈', extra: '面试官需在面试后填写反馈' },
] as const;

export function OtherSection() {
  const recruitType = Form.useWatch('recruitType') as number | undefined;
  return (
    <Row gutter={16}>
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
