// Shows a fresh invitation link with a copy button.
import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { CopyField } from '../shared/CopyField';

export type InviteLink = { userName: string; inviteUrl: string; created: boolean };

export function InviteLinkModal({ invite, onClose }: { invite: InviteLink | null; onClose: () => void }) {
  return (
    <Modal
      open={invite !== null}
      title={invite?.created ? '账号已创建' : '邀请链接已重新生成'}
      onCancel={onClose}
      width={560}
      footer={
        <Button type="primary" onClick={onClose}>
          完成
        </Button>
      }
    >
      {invite && (
        <Flex vertical gap={16} style={{ padding: '8px 0' }}>
          <Flex gap={12} align="flex-start">
            <CheckCircleFilled style={{ color: '#16a36a', fontSize: 22, marginTop: 2 }} />
            <Typography.Paragraph style={{ margin: 0 }}>
              请将邀请链接发送给<Typography.Text strong>「{invite.userName}」</Typography.Text>
              ，对方打开链接设置登录密码后即可使用伯乐招聘。{invite.created ? '' : '之前发出的邀请链接已失效。'}
            </Typography.Paragraph>
          </Flex>
          <CopyField value={invite.inviteUrl} label="邀请链接" buttonText="复制链接" />
        </Flex>
      )}
    </Modal>
  );
}
