// /resume/mailtake/wait 待处理简历: mails fetched and not processed yet, or whose processing broke
// (tried again automatically, then waiting for 重新处理).
import { MAIL_MAX_ATTEMPTS, type MailRow } from '@bole/domain';
import { Tag } from '../../../components/plain/Tag';
import type { Column } from '../../../components/table/SimpleTable';
import type { AreaPageProps } from '../../../lib/routes';
import { channelColumn, mailboxColumn, mailColumn } from './mail-columns';
import { EnterJobButton } from './EnterJobButton';
import { MailList, RetryMailButton } from './MailList';
import { MailtakeShell } from './MailtakeShell';

function stateCell(mail: MailRow) {
  if (mail.attempts === 0) return <Tag color="processing">待处理</Tag>;
  const gaveUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
  return (
    <span className="bole-mailtake-stack">
      <span>
        <Tag color="error">{gaveUp ? `处理失败（已重试${mail.attempts}次）` : `处理出错，将自动重试`}</Tag>
      </span>
      {mail.reason && <span className="bole-mailtake-error">{mail.reason}</span>}
    </span>
  );
}

const columns: Column<MailRow>[] = [
  mailColumn,
  channelColumn,
  mailboxColumn({ label: '收取于', at: (mail) => mail.fetchedAt }),
  { key: 'state', title: '状态', width: 240, render: stateCell },
  {
    key: 'actions',
    title: '操作',
    width: 110,
    fixed: 'right',
    render: (mail) => (
      <span className="bole-mailtake-stack">
        <RetryMailButton mail={mail} />
        <EnterJobButton mails={[mail]} label="加入职位" />
      </span>
    ),
  },
];

export function MailWaitPage(_props: AreaPageProps) {
  return (
    <MailtakeShell description={`已收取、还没有处理完的邮件。处理出错的邮件会自动重试${MAIL_MAX_ATTEMPTS}次，之后可以点击「重新处理」。`}>
      <MailList state="waiting" caption="待处理邮件" columns={columns} minWidth={1000} empty="没有待处理的邮件，收取到的简历都已处理完" />
    </MailtakeShell>
  );
}
