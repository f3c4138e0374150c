// /middle: for accounts open in both modes, choose where to work after signing in.
import { ArrowRightOutlined, BankOutlined, ReadOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAccountInfo } from '../../api/account';
import { BrandMark } from '../../components/brand/BrandMark';
import { setSysType } from '../../lib/session';
import type { SysType } from '../../lib/session';
import { availableSysTypes } from '../../lib/sys-mode';

const MODES: { sys: SysType; title: string; text: string; icon: ReactNode; color: string }[] = [
  { sys: 1, title: '社会招聘', text: '面向有工作经验的候选人：职位、人才库、面试与 Offer 全流程。', icon: <BankOutlined />, color: '#1d5eff' },
  { sys: 2, title: '校园招聘', text: '面向应届毕业生：校招站点、宣讲与批量面试、校园大使。', icon: <ReadOutlined />, color: '#0ea5a4' },
];

export default function MiddlePage() {
  const navigate = useNavigate();
  const { data: user } = useAccountInfo();
  const open = availableSysTypes(user?.allows);

  const choose = (sys: SysType) => {
    setSysType(sys);
    void navigate(`/home?sys=${sys}`, { replace: true });
  };

  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: '56px 16px', background: 'linear-gradient(180deg, #e9f0ff 0%, #f7f9fc 420px)' }}>
      <BrandMark />
      <Typography.Title level={2} style={{ margin: '40px 0 8px' }}>
        {user ? `${user.userName}，欢迎回来` : '欢迎回来'}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 32 }}>
        请选择本次要进入的招聘类型，之后可随时在页面顶部切换。
      </Typography.Paragraph>
      <Row gutter={[24, 24]} style={{ width: '100%', maxWidth: 760 }}>
        {MODES.filter((mode) => open.includes(mode.sys)).map((mode) => (
          <Col key={mode.sys} xs={24} sm={12}>
            <Card hoverable onClick={() => choose(mode.sys)} aria-label={`进入${mode.title}`} styles={{ body: { padding: 28 } }}>
              <span style={{ width: 52, height: 52, borderRadius: 14, display: 'grid', placeItems: 'center', fontSize: 24, color: mode.color, background: `${mode.color}14` }}>{mode.icon}</span>
              <Typography.Title level={4} style={{ margin: '20px 0 8px' }}>
                {mode.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ minHeight: 44 }}>
                {mode.text}
              </Typography.Paragraph>
              <Typography.Text style={{ color: mode.color }}>
                进入{mode.title} <ArrowRightOutlined />
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
