// /resume/mailtake/set 收取设置: the company's collection mailboxes, their receive state, 立即收取,
// and the drawer that adds or edits one.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { MAILBOX_FIRST_SYNC_DAYS, MAILBOX_POLL_MINUTES, type MailboxRow } from '@bole/domain';
import { useEffect, useState } from 'react';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Empty } from '../../../components/plain/Empty';
import { Panel } from '../../../components/panel/Panel';
import { SimpleTable } from '../../../components/table/SimpleTable';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import type { AreaPageProps } from '../../../lib/routes';
import { useDeleteMailbox } from '../api/delete-mailbox';
import { useMailboxes } from '../api/get-mailboxes';
import { useReceiveMailbox } from '../api/receive-mailbox';
import { mailboxColumns } from './mailbox-columns';
import { MailtakeShell } from './MailtakeShell';

// The drawer loads when first opened (or pointed at), not with the list.
const MailboxDrawer = lazyNamed(() => import('./MailboxDrawer'), 'MailboxDrawer');

// After 立即收取 the list refreshes for a while, so the new state and counts show up.
const FOLLOW_MS = 60_000;

export function MailboxSetPage(_props: AreaPageProps) {
  // Counts the 立即收取 clicks being followed (0: none); each click starts the window again.
  const [following, setFollowing] = useState(0);
  const { data, isFetching } = useMailboxes(following > 0);
  const [drawer, setDrawer] = useState<{ open: boolean; mailbox?: MailboxRow }>({ open: false });
  const receive = useReceiveMailbox();
  const remove = useDeleteMailbox();

  useEffect(() => {
    if (following === 0) return;
    const timer = setTimeout(() => setFollowing(0), FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [following]);

  const columns = mailboxColumns({
    canReceive: (box) => box.collectable && box.enabled,
    receiving: receive.isPending ? (receive.variables ?? null) : null,
    onReceive: (box) =>
      receive.mutate(box.id, {
        onSuccess: (result) => {
          notifySuccess(result.message);
          setFollowing((n) => n + 1);
        },
      }),
    onEdit: (mailbox) => setDrawer({ open: true, mailbox }),
    onPreloadEdit: MailboxDrawer.preload,
    onDelete: (box) => remove.mutate(box.id, { onSuccess: () => notifySuccess(`已删除邮箱「${box.account}」`) }),
  });

  return (
    <MailtakeShell
      description="绑定招聘邮箱后，系统自动收取各招聘网站转发和候选人直接投递的简历，解析入库并查重。"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true })} onPointerEnter={MailboxDrawer.preload} onFocus={MailboxDrawer.preload}>
          添加邮箱
        </Button>
      }
    >
      <InlineAlert
        type="info"
        className="bole-mailtake-note"
        title={`每${MAILBOX_POLL_MINUTES}分钟自动收取一次已启用的邮箱，也可以点击「立即收取」；首次收取最近${MAILBOX_FIRST_SYNC_DAYS}天的邮件。`}
        description="只支持通过 IMAP 协议收取，请先在邮箱设置中开启 IMAP 服务。收取只读取邮件，不会标记已读、移动或删除邮箱中的邮件。"
      />
      <Panel>
        <SimpleTable<MailboxRow>
          caption="收取邮箱列表"
          columns={columns}
          rows={data}
          rowKey={(box) => box.id}
          loading={isFetching && following === 0}
          minWidth={1100}
          empty={<Empty description="还没有收取邮箱，点击右上角「添加邮箱」绑定招聘邮箱" style={{ margin: '24px 0' }} />}
        />
      </Panel>
      <MountOnOpen open={drawer.open}>
        <MailboxDrawer open={drawer.open} mailbox={drawer.mailbox} onClose={() => setDrawer({ open: false })} />
      </MountOnOpen>
    </MailtakeShell>
  );
}
