// The careers portal address (from the account info) with copy and open.
import { ExportOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useAccountInfo } from '../../../api/account';
import { CopyField } from '../shared/CopyField';
import { CARD_STYLE } from '../shared/SettingsPage';

export function PortalCard({ socialOpen, campusOpen }: { socialOpen?: boolean; campusOpen?: boolean }) {
  const { data: user } = useAccountInfo();
  return (
    <Card
      variant="borderless"
      style={CARD_STYLE}
      title={
        <Flex align="center" gap={8}>
          <GlobalOutlined style={{ color: '#1d5eff' }} />
          招聘官网
        </Flex>
      }
    >
      {user ? (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">候选人可通过以下地址浏览在招职位并投递简历，可将其放在公司官网或公众号菜单中。</Typography.Text>
          <CopyField value={user.portalUrl} label="招聘官网地址" buttonText="复制" />
          <Flex gap={8} align="center" wrap>
            <Tag color={socialOpen ? 'success' : 'default'} variant="filled">
              社招官网{socialOpen ? '已开通' : '未开通'}
            </Tag>
            <Tag color={campusOpen ? 'success' : 'default'} variant="filled">
              校招官网{campusOpen ? '已开通' : '未开通'}
            </Tag>
            <Button type="link" icon={<ExportOutlined />} href={user.portalUrl} target="_blank" rel="noopener noreferrer" style={{ marginLeft: 'auto', paddingInline: 0 }}>
              访问官网
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
