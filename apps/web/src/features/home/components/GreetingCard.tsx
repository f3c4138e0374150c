import { Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AccountInfo } from '@bole/domain';
import { todayLine } from '../greeting';

export function GreetingCard({ user }: { user: AccountInfo | undefined }) {
  const [{ greeting, date }] = useState(() => todayLine());
  return (
    <Card
      variant="borderless"
      style={{ background: 'linear-gradient(120deg, #1d5eff 0%, #3f7bff 55%, #6d9bff 100%)', color: '#fff', overflow: 'hidden', position: 'relative' }}
      styles={{ body: { padding: '24px 28px' } }}
    >
      <span aria-hidden style={{ position: 'absolute', right: -40, top: -60, width: 220, height: 220, borderRadius: '50%', background: 'rgba(255,255,255,0.08)' }} />
      <span aria-hidden style={{ position: 'absolute', right: 120, bottom: -80, width: 160, height: 160, borderRadius: '50%', background: 'rgba(255,255,255,0.06)' }} />
      <Flex vertical gap={8} style={{ position: 'relative' }}>
        <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}>
          {greeting}，{user?.userName ?? ''}
        </Typography.Title>
        <Flex gap={12} align="center" wrap>
          <Typography.Text style={{ color: 'rgba(255,255,255,0.88)' }}>今天是 {date}</Typography.Text>
          {user?.roleName && (
            <Tag bordered={false} style={{ background: 'rgba(255,255,255,0.18)', color: '#fff', margin: 0 }}>
              {user.roleName}
            </Tag>
          )}
        </Flex>
        {user?.companyName && <Typography.Text style={{ color: 'rgba(255,255,255,0.75)' }}>{user.companyName}</Typography.Text>}
      </Flex>
    </Card>
  );
}
