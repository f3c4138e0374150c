// The fields of 企业信息, in three blocks: basics, contact, introduction.
import { Col, Divider, Form, Row } from 'antd';
import { FormInput, FormTextArea } from '../shared/FormInputs';
import { schemaRule } from '../shared/form-rules';
import { fieldSchema } from './load-schema';
import { CascadeField, ChoiceField } from './PickerFields';

function Section({ title }: { title: string }) {
  return (
    <Divider titlePlacement="start" style={{ margin: '8px 0 20px', fontSize: 14 }}>
      {title}
    </Divider>
  );
}

/** `disabled`: read-only for those who may not edit (the stand-ins of the pickers need telling). */
export function BaseFields({ disabled = false }: { disabled?: boolean }) {
  return (
    <>
      <Section title="基本信息" />
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="公司名称" rules={[schemaRule(fieldSchema('name'), '请输入公司名称')]}>
            <FormInput placeholder="营业执照上的公司全称" maxLength={50} disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="shortName" label="公司简称" rules={[schemaRule(fieldSchema('shortName'))]} tooltip="展示在招聘官网和职位页面">
            <FormInput placeholder="如：伯乐科技" maxLength={20} disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="industryCode" label="所属行业" rules={[schemaRule(fieldSchema('industryCode'))]}>
            <CascadeField list="industrys" placeholder="请选择所属行业" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="scaleCode" label="公司规模" rules={[schemaRule(fieldSchema('scaleCode'))]}>
            <ChoiceField list="scale" placeholder="请选择" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="natureCode" label="公司性质" rules={[schemaRule(fieldSchema('natureCode'))]}>
            <ChoiceField list="nuture" placeholder="请选择" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="locationCode" label="所在城市" rules={[schemaRule(fieldSchema('locationCode'))]}>
            <CascadeField list="locations" placeholder="请选择省份 / 城市" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label="公司地址" rules={[schemaRule(fieldSchema('address'))]}>
            <FormInput placeholder="街道、门牌号、楼层" maxLength={100} disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="website" label="公司官网" rules={[schemaRule(fieldSchema('website'))]} tooltip="未填写 http:// 或 https:// 时将自动补全">
            <FormInput placeholder="如：www.example.com" maxLength={200} disabled={disabled} />
          </Form.Item>
        </Col>
      </Row>
      <Section title="联系方式" />
      <Row gutter={24}>
        <Col xs={24} md={8}>
          <Form.Item name="contactName" label="联系人" rules={[schemaRule(fieldSchema('contactName'))]}>
            <FormInput placeholder="招聘负责人姓名" maxLength={30} disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="contactPhone" label="联系电话" rules={[schemaRule(fieldSchema('contactPhone'))]}>
            <FormInput placeholder="手机号或座机" maxLength={20} disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="contactEmail" label="联系邮箱" rules={[schemaRule(fieldSchema('contactEmail'))]}>
            <FormInput placeholder="如：hr@example.com" maxLength={100} disabled={disabled} />
          </Form.Item>
        </Col>
      </Row>
      <Section title="公司简介" />
      <Form.Item name="introduction" rules={[schemaRule(fieldSchema('introduction'))]}>
        <FormTextArea placeholder="介绍公司的业务、文化与发展，将展示在招聘官网上" maxLength={5000} minRows={6} maxRows={14} disabled={disabled} aria-label="公司简介" />
      </Form.Item>
    </>
  );
}
