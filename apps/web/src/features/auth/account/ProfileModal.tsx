// 个人设置: the signed-in account at a glance.
import { Avatar, Descriptions, Flex, Modal, Tag, Typography } from 'antd';
import { useAccountInfo } from '../../../api/account';

export function ProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: user } = useAccountInfo();
  return (
    <Modal title="个人设置" open={open} onCancel={onClose} footer={null} width={520}>
      {user && (
        <>
          <Flex align="center" gap={16} style={{ margin: '16px 0 20px' }}>
            <Avatar size={56} style={{ background: '#1d5eff', fontSize: 22 }}>
              {user.userName.slice(-2)}
            </Avatar>
            <div>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {user.userName}
              </Typography.Title>
              <Typography.Text type="secondary">{user.companyName}</Typography.Text>
            </div>
            <Tag color="blue" style={{ marginLeft: 'auto' }}>
              {user.roleName}
            </Tag>
          </Flex>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="姓名">{user.userName}</Descriptions.Item>
            <Descriptions.Item label="登录邮箱">{user.loginEmail || '未设置'}</Descriptions.Item>
            <Descriptions.Item label="手机号">{user.loginMobile || '未设置'}</Descriptions.Item>
            <Descriptions.Item label="角色">{user.roleName}</Descriptions.Item>
            <Descriptions.Item label="所属企业">{user.companyName}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
            如需修改姓名、邮箱或手机号，请联系企业管理员在「账号管理」中调整。
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
