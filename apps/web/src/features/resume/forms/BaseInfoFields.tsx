// 基本信息 of a resume: name (at most 30 characters), gender, birth year, contact and cities.
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { nameSchema, resumeFieldsSchema, resumeRequirableFieldLabels, type ResumeRequirableField } from '@bole/domain';
import type { FormRule } from 'antd';
import { zodRule } from '../../../lib/zod-rule';
import { CitySelect } from './CitySelect';
import { emailWarning, PHONE_MISSING_HINT, phoneWarning } from './contact-rules';

const shape = resumeFieldsSchema.shape;
const THIS_YEAR = new Date().getFullYear();

const LOCKED = '无查看联系方式的权限，不能修改';

type Props = { autoFocus?: boolean; contactLocked?: boolean; required?: readonly ResumeRequirableField[] };

/**
 * `contactLocked`: the caller sees masked contact details, which must not be sent back.
 * `required`: fields the company requires (简历设置 手工录入必填项).
 */
export function BaseInfoFields({ autoFocus = false, contactLocked = false, required = [] }: Props) {
  const mobile = Form.useWatch<string | undefined>('mobile');
  const needs = (key: ResumeRequirableField) => required.includes(key) && !(contactLocked && (key === 'mobile' || key === 'email'));
  // `whitespace` makes antd check the value as text, so only the text inputs ask for it.
  const requiredRule = (key: ResumeRequirableField, verb = '填写'): FormRule[] =>
    needs(key) ? [{ required: true, message: `请${verb}${resumeRequirableFieldLabels[key]}`, ...(key === 'mobile' || key === 'email' ? { whitespace: true } : {}) }] : [];
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="name" label="姓名" required rules={[zodRule(nameSchema)]}>
          <Input placeholder="候选人姓名" autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="gender" label="性别" required={needs('gender')} rules={requiredRule('gender', '选择')}>
          <Radio.Group
            options={[
              { value: 1, label: '男' },
              { value: 0, label: '女' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="mobile"
          label="手机号"
          required={needs('mobile')}
          rules={contactLocked ? [] : [...requiredRule('mobile'), phoneWarning, zodRule(shape.mobile)]}
          extra={contactLocked ? LOCKED : mobile || needs('mobile') ? undefined : PHONE_MISSING_HINT}
        >
          <Input placeholder="11位手机号" maxLength={30} inputMode="tel" disabled={contactLocked} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="email" label="邮箱" required={needs('email')} rules={contactLocked ? [] : [...requiredRule('email'), emailWarning, zodRule(shape.email)]}>
          <Input placeholder="name@example.com" maxLength={100} inputMode="email" disabled={contactLocked} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="birthYear" label="出生年份" required={needs('birthYear')} rules={[...requiredRule('birthYear'), zodRule(shape.birthYear)]}>
          <InputNumber placeholder={`如：${THIS_YEAR - 28}`} min={1940} max={THIS_YEAR} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="wechatCode" label="微信号" rules={[zodRule(shape.wechatCode)]}>
          <Input placeholder="微信号" maxLength={50} disabled={contactLocked} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="workCity" label="现居城市" required={needs('workCity')} rules={requiredRule('workCity', '选择')}>
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
