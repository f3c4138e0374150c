// 基本信息 of a resume: name (at most 30 characters), gender, birth year, contact and cities.
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { nameSchema, resumeFieldsSchema } from '@bole/domain';
import { zodRule } from '../../../lib/zod-rule';
import { CitySelect } from './CitySelect';
import { emailWarning, PHONE_MISSING_HINT, phoneWarning } from './contact-rules';

const shape = resumeFieldsSchema.shape;
const THIS_YEAR = new Date().getFullYear();

const LOCKED = '无查看联系方式的权限，不能修改';

/** `contactLocked`: the caller sees masked contact details, which must not be sent back. */
export function BaseInfoFields({ autoFocus = false, contactLocked = false }: { autoFocus?: boolean; contactLocked?: boolean }) {
  const mobile = Form.useWatch<string | undefined>('mobile');
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="name" label="姓名" required rules={[zodRule(nameSchema)]}>
          <Input placeholder="候选人姓名" autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="gender" label="性别">
          <Radio.Group
            options={[
              { value: 1, label: '男' },
              { value: 0, label: '女' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="mobile" label="手机号" rules={contactLocked ? [] : [phoneWarning, zodRule(shape.mobile)]} extra={contactLocked ? LOCKED : mobile ? undefined : PHONE_MISSING_HINT}>
          <Input placeholder="11位手机号" maxLength={30} inputMode="tel" disabled={contactLocked} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="email" label="邮箱" rules={contactLocked ? [] : [emailWarning, zodRule(shape.email)]}>
          <Input placeholder="name@example.com" maxLength={100} inputMode="email" disabled={contactLocked} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="birthYear" label="出生年份" rules={[zodRule(shape.birthYear)]}>
          <InputNumber placeholder={`如：${THIS_YEAR - 28}`} min={1940} max={THIS_YEAR} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="wechatCode" label="微信号" rules={[zodRule(shape.wechatCode)]}>
          <Input placeholder="微信号" maxLength={50} disabled={contactLocked} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="workCity" label="现居城市">
          <CitySelect />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="hometownCity" label="籍贯">
          <CitySelect />
        </Form.Item>
      </Col>
    </Row>
  );
}
