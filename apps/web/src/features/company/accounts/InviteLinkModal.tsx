// How an invited account gets its link: no mail is sent yet, and the link is never shown in
// the browser (anyone who sees it can set the account's password), so the operator makes it
// on the server with `bole reset-link` and hands it to the person.
import { InfoCircleFilled } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { CopyField } from '../shared/CopyField';

export type InviteHelp = { userName: string; loginEmail: string; created: boolean };

export function InviteLinkModal({ invite, onClose }: { invite: InviteHelp | null; onClose: () => void }) {
  return (
    <Modal
      open={invite !== null}
      title={invite?.created ? '账号已创建' : '获取邀请链接'}
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
              <Typography.Text strong>「{invite.userName}」</Typography.Text>
              需要打开邀请链接设置登录密码后才能使用伯乐招聘。系统暂未开通邮件发送，邀请链接不会在页面上显示，请联系负责服务器的运维人员执行下面的命令生成链接，再转交给对方。链接7天内有效，只能使用一次，重新生成后之前的链接失效。
            </Typography.Paragraph>
          </Flex>
          <CopyField value={`npx --no-install bole reset-link ${invite.loginEmail}`} label="生成邀请链接的命令" buttonText="复制命令" />
        </Flex>
      )}
    </Modal>
  );
}
