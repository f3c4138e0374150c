// The careers portal address (from the account info) with copy and open.
import { ExportOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAccountInfo } from '../../../api/account';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { Tag } from '../../../components/plain/Tag';
import { SecondaryText } from '../../../components/text/Text';
import { CopyField } from '../shared/CopyField';
import { CARD_STYLE } from '../shared/SettingsPage';

export function PortalCard({ socialOpen, campusOpen }: { socialOpen?: boolean; campusOpen?: boolean }) {
  const { data: user } = useAccountInfo();
  return (
    <Panel
      style={CARD_STYLE}
      title={
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <GlobalOutlined style={{ color: '#1d5eff' }} />
          招聘官网
        </span>
      }
    >
      {user ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <SecondaryText>候选人可通过以下地址浏览在招职位并投递简历，可将其放在公司官网或公众号菜单中。</SecondaryText>
          <CopyField value={user.portalUrl} label="招聘官网地址" buttonText="复制" />
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
            <Tag color={socialOpen ? 'success' : 'default'}>社招官网{socialOpen ? '已开通' : '未开通'}</Tag>
            <Tag color={campusOpen ? 'success' : 'default'}>校招官网{campusOpen ? '已开通' : '未开通'}</Tag>
            <Button type="link" icon={<ExportOutlined />} href={user.portalUrl} target="_blank" rel="noopener noreferrer" style={{ marginLeft: 'auto', paddingInline: 0 }}>
              访问官网
            </Button>
          </div>
        </div>
      ) : (
        <Skeleton title rows={2} />
      )}
    </Panel>
  );
}
