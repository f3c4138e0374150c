// /ppdemo: the antd components as the product uses them, for designers and developers.
import { Alert, Badge, Button, Card, Col, Descriptions, Empty, Flex, Modal, Result, Row, Statistic, Steps, Tabs, Tag, Typography } from 'antd';
import { PageHeader } from '../../components/page/PageHeader';
import { notifySuccess } from '../../lib/notify';
import { DemoForm } from './DemoForm';
import { DemoTable } from './DemoTable';

const STATS = [
  { title: '在招职位', value: 36 },
  { title: '本周新增简历', value: 428 },
  { title: '待反馈面试', value: 12 },
  { title: '本月入职', value: 9 },
];

function Feedback() {
  const [modal, holder] = Modal.useModal();
  return (
    <Flex vertical gap={16}>
      {holder}
      <Alert type="info" showIcon title="提示：候选人接受 Offer 后，系统会自动通知用人经理。" />
      <Alert type="warning" showIcon title="该候选人 30 天内已被其他职位淘汰，请确认后再推进。" />
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => notifySuccess('已推荐给用人部门')}>
          推荐给用人部门
        </Button>
        <Button onClick={() => void modal.confirm({ title: '确定淘汰该候选人吗？', content: '淘汰后可在人才库中重新激活。', okText: '确定淘汰', okButtonProps: { danger: true }, cancelText: '取消' })}>
          淘汰
        </Button>
        <Button danger>加入黑名单</Button>
        <Button type="link">查看操作记录</Button>
      </Flex>
      <Flex gap={8} wrap>
        <Tag color="success">通过</Tag>
        <Tag color="processing">复试</Tag>
        <Tag color="warning">待定</Tag>
        <Tag color="error">淘汰</Tag>
        <Badge status="processing" text="招聘中" />
        <Badge status="default" text="已关闭" />
      </Flex>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Empty description="暂无面试安排" />
        </Col>
        <Col xs={24} md={12}>
          <Result status="success" title="Offer 已发送" subTitle="候选人将收到 Offer 邮件" />
        </Col>
      </Row>
    </Flex>
  );
}

export default function DemoPage() {
  return (
    <>
      <PageHeader title="组件示例" description="伯乐招聘界面中常用的组件与写法：表格、表单、状态标签、反馈与数据展示。" />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {STATS.map((stat) => (
          <Col key={stat.title} xs={12} lg={6}>
            <Card variant="borderless">
              <Statistic title={stat.title} value={stat.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card variant="borderless">
        <Tabs
          items={[
            { key: 'table', label: '表格', children: <DemoTable /> },
            { key: 'form', label: '表单', children: <DemoForm /> },
            { key: 'feedback', label: '反馈与状态', children: <Feedback /> },
            {
              key: 'display',
              label: '信息展示',
              children: (
                <Flex vertical gap={24}>
                  <Descriptions title="候选人信息" bordered column={{ xs: 1, md: 2 }} items={[
                    { key: 'name', label: '姓名', children: '陈思远' },
                    { key: 'mobile', label: '手机号', children: '138****6721' },
                    { key: 'degree', label: '最高学历', children: '本科' },
                    { key: 'years', label: '工作年限', children: '6年' },
                  ]} />
                  <Steps current={2} items={[{ title: '初筛' }, { title: '面试' }, { title: 'Offer' }, { title: '入职' }]} />
                  <Typography.Paragraph copyable={{ text: 'https://bole.example/portal/jobs/1024' }}>职位链接：https://bole.example/portal/jobs/1024</Typography.Paragraph>
                </Flex>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
