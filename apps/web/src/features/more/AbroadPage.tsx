// /abroad: AI 出海招聘, what the service does for companies hiring abroad and how it runs.
import { GlobalOutlined, RobotOutlined, ScheduleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Steps, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';

const SERVICES = [
  { icon: <GlobalOutlined />, title: '全球职位发布', text: '一次填写，职位以当地语言同步到目标国家的主流招聘网站与社交平台。' },
  { icon: <RobotOutlined />, title: 'AI 多语言筛选', text: '英语、日语、印尼语、阿拉伯语等简历自动解析为中文标准简历，按职位要求智能打分排序。' },
  { icon: <ScheduleOutlined />, title: '跨时区面试协同', text: '自动换算候选人与面试官所在时区，视频面试链接与提醒一键发送。' },
  { icon: <SafetyCertificateOutlined />, title: '合规雇佣支持', text: '对接当地名义雇主（EOR）与背景调查服务，Offer、合同与入职合规有据可依。' },
];

const REGIONS = ['东南亚', '中东', '日韩', '欧洲', '北美', '拉美'];

export default function AbroadPage() {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" style={{ background: 'linear-gradient(120deg, #0c2f8f 0%, #1d5eff 60%, #4f8bff 100%)', overflow: 'hidden' }} styles={{ body: { padding: '36px 40px' } }}>
        <Tag bordered={false} style={{ background: 'rgba(255,255,255,0.16)', color: '#fff' }}>
          AI 海外招聘
        </Tag>
        <Typography.Title level={2} style={{ color: '#fff', margin: '16px 0 12px' }}>
          AI 出海招聘：在海外，也能快速招到对的人
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', fontSize: 16, maxWidth: 680 }}>
          为出海企业提供从职位发布、多语言简历筛选到面试与合规入职的一站式招聘服务，海外候选人与国内招聘团队在伯乐招聘中无缝协作。
        </Typography.Paragraph>
        <Flex gap={12} wrap style={{ marginTop: 24 }}>
          <Button size="large" onClick={() => void navigate('/job/list')}>
            发布海外职位
          </Button>
          <Flex gap={8} wrap align="center">
            {REGIONS.map((region) => (
              <Tag key={region} bordered={false} style={{ background: 'rgba(255,255,255,0.12)', color: '#fff', margin: 0 }}>
                {region}
              </Tag>
            ))}
          </Flex>
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        {SERVICES.map((service) => (
          <Col key={service.title} xs={24} md={12} xl={6}>
            <Card variant="borderless" style={{ height: '100%' }}>
              <span style={{ width: 44, height: 44, borderRadius: 12, display: 'grid', placeItems: 'center', fontSize: 20, color: '#1d5eff', background: '#eaf1ff' }}>{service.icon}</span>
              <Typography.Title level={5} style={{ margin: '16px 0 8px' }}>
                {service.title}
              </Typography.Title>
              <Typography.Text type="secondary">{service.text}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="服务流程" variant="borderless">
        <Steps
          responsive
          current={-1}
          items={[
            { title: '提交招聘需求', content: '职位、地区与预算' },
            { title: 'AI 寻访匹配', content: '多渠道发布与智能筛选' },
            { title: '顾问复核推荐', content: '本地顾问电话初筛' },
            { title: '面试与 Offer', content: '跨时区面试协同' },
            { title: '合规入职', content: 'EOR 与背景调查' },
          ]}
        />
      </Card>
    </Flex>
  );
}
