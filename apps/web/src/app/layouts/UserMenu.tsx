// The user's corner of the header: avatar and name, 个人设置, 修改密码 and 退出登录.
import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Flex, Modal, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useAccountInfo } from '../../api/account';
import { useLogout } from '../../api/logout';

const ProfileModal = lazy(() => import('../../features/auth/account/ProfileModal').then((m) => ({ default: m.ProfileModal })));
const ChangePasswordModal = lazy(() =>
  import('../../features/auth/account/ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
);

type Dialog = 'profile' | 'password' | null;

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { data: user } = useAccountInfo();
  const logout = useLogout();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [modal, modalHolder] = Modal.useModal();

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: '个人设置' },
    { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      void modal.confirm({
        title: '确定退出登录吗？',
        content: '退出后需要重新输入账号和密码登录。',
        okText: '退出登录',
        cancelText: '取消',
        onOk: () => logout.mutateAsync(),
      });
      return;
    }
    setDialog(key as Dialog);
  };

  const name = user?.userName ?? '';
  return (
    <>
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']}>
        <button
          type="button"
          aria-label="账号菜单"
          style={{ display: 'flex', alignItems: 'center', gap: 8, border: 0, background: 'transparent', cursor: 'pointer', padding: '4px 6px', borderRadius: 6 }}
        >
          <Avatar size={30} style={{ background: '#1d5eff', flex: 'none' }}>
            {name.slice(-2) || <UserOutlined />}
          </Avatar>
          {!compact && (
            <Flex vertical align="flex-start" style={{ lineHeight: 1.25 }}>
              <Typography.Text strong style={{ maxWidth: 120 }} ellipsis>
                {name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {user?.roleName}
              </Typography.Text>
            </Flex>
          )}
          <DownOutlined style={{ fontSize: 10, color: '#8c95a6' }} />
        </button>
      </Dropdown>
      {modalHolder}
      <Suspense fallback={null}>
        {dialog === 'profile' && <ProfileModal open onClose={() => setDialog(null)} />}
        {dialog === 'password' && <ChangePasswordModal open onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
