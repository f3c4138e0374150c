// The fields of 企业信息, in three blocks: basics, contact, introduction.
import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { companyBaseSchema } from '@bole/domain';
import { useBasedata } from '../../../api/basedata';
import { BasedataCascader } from '../shared/BasedataCascader';
import { schemaRule } from '../shared/form-rules';

const shape = companyBaseSchema.shape;

function Section({ title }: { title: string }) {
  return (
    <Divider titlePlacement="start" style={{ margin: '8px 0 20px', fontSize: 14 }}>
      {title}
    </Divider>
  );
}

export function BaseFields() {
  const scale = useBasedata('scale');
  const nature = useBasedata('nuture');
  return (
    <>
      <Section title="基本信息" />
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="公司名称" rules={[schemaRule(shape.name, '请输入公司名称')]}>
            <Input placeholder="营业执照上的公司全称" maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="shortName" label="公司简称" rules={[schemaRule(shape.shortName)]} tooltip="展示在招聘官网和职位页面">
            <Input placeholder="如：伯乐科技" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="industryCode" label="所属行业" rules={[schemaRule(shape.industryCode)]}>
            <BasedataCascader list="industrys" placeholder="请选择所属行业" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="scaleCode" label="公司规模" rules={[schemaRule(shape.scaleCode)]}>
            <Select placeholder="请选择" options={scale.options} loading={scale.isLoading} allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="natureCode" label="公司性质" rules={[schemaRule(shape.natureCode)]}>
            <Select placeholder="请选择" options={nature.options} loading={nature.isLoading} allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="locationCode" label="所在城市" rules={[schemaRule(shape.locationCode)]}>
            <BasedataCascader list="locations" placeholder="请选择省份 / 城市" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label="公司地址" rules={[schemaRule(shape.address)]}>
            <Input placeholder="街道、门牌号、楼层" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="website" label="公司官网" rules={[schemaRule(shape.website)]} tooltip="未填写 http:// 或 https:// 时将自动补全">
            <Input placeholder="如：www.example.com" maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Section title="联系方式" />
      <Row gutter={24}>
        <Col xs={24} md={8}>
          <Form.Item name="contactName" label="联系人" rules={[schemaRule(shape.contactName)]}>
            <Input placeholder="招聘负责人姓名" maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="contactPhone" label="联系电话" rules={[schemaRule(shape.contactPhone)]}>
            <Input placeholder="手机号或座机" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="contactEmail" label="联系邮箱" rules={[schemaRule(shape.contactEmail)]}>
            <Input placeholder="如：hr@example.com" maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Section title="公司简介" />
      <Form.Item name="introduction" rules={[schemaRule(shape.introduction)]}>
        <Input.TextArea placeholder="介绍公司的业务、文化与发展，将展示在招聘官网上" maxLength={5000} showCount autoSize={{ minRows: 6, maxRows: 14 }} aria-label="公司简介" />
      </Form.Item>
    </>
  );
}
