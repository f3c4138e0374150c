// How an invited account gets its link: it is mailed to his login e-mail from the 账号邀请
// template, never shown in the browser (anyone who sees it can set the account's password).
// Without a mail server the operator makes one on the server with `bole reset-link`.
import { InfoCircleFilled } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { CopyField } from '../shared/CopyField';

export type InviteHelp = { userName: string; loginEmail: string; created: boolean };

export function InviteLinkModal({ invite, onClose }: { invite: InviteHelp | null; onClose: () => void }) {
  return (
    <Modal
      open={invite !== null}
      title={invite?.created ? '账号已创建' : '邀请已重新发送'}
      onCancel={onClose}
      width={560}
      footer={
        <Button type="primary" onClick={onClose}>
          知道了
        </Button>
      }
    >
      {invite && (
        <Flex vertical gap={16} style={{ padding: '8px 0' }}>
          <Flex gap={12} align="flex-start">
            <InfoCircleFilled style={{ color: '#1677ff', fontSize: 22, marginTop: 2 }} />
            <Typography.Paragraph style={{ margin: 0 }}>
              邀请邮件已发往<Typography.Text strong>{invite.loginEmail}</Typography.Text>，「{invite.userName}」打开邮件中的链接设置登录密码后即可使用伯乐招聘。链接7天内有效，只能使用一次{invite.created ? '' : '，之前发出的链接已失效'}。发送结果可在
              <a href="/user/seting/email?tab=outbox">邮箱设置 → 发送记录</a>中查看。
            </Typography.Paragraph>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            服务器未配置发信服务器（SMTP_URL）时邮件无法发出，可请运维人员执行下面的命令生成链接，再转交给对方：
          </Typography.Paragraph>
          <CopyField value={`npx --no-install bole reset-link ${invite.loginEmail}`} label="生成邀请链接的命令" buttonText="复制命令" />
        </Flex>
      )}
    </Modal>
  );
}
