// 常用功能: shortcuts to the main areas, only those the user may open in the current mode.
import {
  BarChartOutlined,
  CalendarOutlined,
  FileSearchOutlined,
  FormOutlined,
  MailOutlined,
  ProfileOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Card, Col, Empty, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { routeByKey } from '@bole/domain';
import type { AccountInfo } from '@bole/domain';
import { routePermitted } from '../../../lib/landing';
import { useSysType } from '../../../lib/session';

type Entry = { key: string; icon: ReactNode; color: string; hint: string };

const ENTRIES: Entry[] = [
  { key: 'resume.list.company', icon: <TeamOutlined />, color: '#1d5eff', hint: '检索与管理全部简历' },
  { key: 'job.list', icon: <ProfileOutlined />, color: '#7b61ff', hint: '发布与维护招聘职位' },
  { key: 'recruit.job', icon: <SolutionOutlined />, color: '#0ea5a4', hint: '推进候选人招聘阶段' },
  { key: 'recruit.interview.calendar', icon: <CalendarOutlined />, color: '#f59a23', hint: '查看面试与会议室' },
  { key: 'job.demand', icon: <FormOutlined />, color: '#16a36a', hint: '处理用人部门需求' },
  { key: 'resume.mailtake', icon: <MailOutlined />, color: '#e5484d', hint: '自动收取邮箱简历' },
  { key: 'report.board', icon: <BarChartOutlined />, color: '#3f7bff', hint: '掌握招聘全局数据' },
  { key: 'user.company.accounts', icon: <UserAddOutlined />, color: '#9254de', hint: '邀请同事一起招聘' },
  { key: 'resume.helper', icon: <FileSearchOutlined />, color: '#13a8a8', hint: '一键保存网页简历' },
];

export function QuickEntries({ user }: { user: AccountInfo | undefined }) {
  const navigate = useNavigate();
  const sysType = useSysType();
  const visible = user
    ? ENTRIES.flatMap((entry) => {
        const route = routeByKey(entry.key);
        if (!route || (route.sys !== undefined && route.sys !== sysType) || !routePermitted(route, user, sysType)) return [];
        return [{ ...entry, title: route.menu?.title ?? route.title, path: route.redirect ?? route.path }];
      })
    : [];

  return (
    <Card title="常用功能" variant="borderless" style={{ height: '100%' }}>
      {visible.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可用的功能，请联系管理员分配权限" />
      ) : (
        <Row gutter={[12, 12]}>
          {visible.map((entry) => (
            <Col key={entry.key} xs={12} sm={8}>
              <button
                type="button"
                onClick={() => void navigate(entry.path)}
                style={{ width: '100%', display: 'flex', alignItems: 'center', gap: 12, padding: 12, border: '1px solid #edf0f5', borderRadius: 8, background: '#fff', cursor: 'pointer', textAlign: 'left' }}
              >
                <span style={{ width: 40, height: 40, flex: 'none', borderRadius: 10, display: 'grid', placeItems: 'center', fontSize: 18, color: entry.color, background: `${entry.color}14` }}>
                  {entry.icon}
                </span>
                <span style={{ minWidth: 0 }}>
                  <Typography.Text strong style={{ display: 'block' }}>
                    {entry.title}
                  </Typography.Text>
                  <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }}>
                    {entry.hint}
                  </Typography.Text>
                </span>
              </button>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
