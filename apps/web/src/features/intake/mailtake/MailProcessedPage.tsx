// /resume/mailtake/processed 已处理简历: each processed mail with its storage result (已入库,
// 入库失败, 重复简历), the reason and the resume it went into; a failed one can be tried again.
import { StorageResult, type MailRow } from '@bole/domain';
import { Link } from 'react-router';
import { Tag } from '../../../components/plain/Tag';
import { EllipsisText } from '../../../components/text/Text';
import type { Column } from '../../../components/table/SimpleTable';
import type { AreaPageProps } from '../../../lib/routes';
import { storageResultOf } from './format';
import { channelColumn, mailboxColumn, mailColumn } from './mail-columns';
import { EnterJobButton } from './EnterJobButton';
import { MailList, RetryMailButton } from './MailList';
import { MailtakeShell } from './MailtakeShell';

function resultCell(mail: MailRow) {
  const result = storageResultOf(mail);
  return (
    <span className="bole-mailtake-stack">
      <span>
        <Tag color={result.color}>{result.text}</Tag>
      </span>
      {mail.reason && <span className={mail.storageResult === StorageResult.Failed ? 'bole-mailtake-error' : 'bole-mailtake-sub'}>{mail.reason}</span>}
    </span>
  );
}

function resumeCell(mail: MailRow) {
  if (!mail.resumeId) return <span className="bole-mailtake-sub">-</span>;
  return (
    <span className="bole-mailtake-stack">
      <Link to={`/resume/detail/${mail.resumeId}`}>{mail.resumeName ?? `简历#${mail.resumeId}`}</Link>
      {mail.fileName && <EllipsisText text={mail.fileName} style={{ fontSize: 12, color: 'rgba(31, 38, 51, 0.45)' }} />}
    </span>
  );
}

const columns: Column<MailRow>[] = [
  { key: 'result', title: '入库结果', width: 210, render: resultCell },
  { key: 'resume', title: '简历', width: 150, render: resumeCell },
  mailColumn,
  channelColumn,
  mailboxColumn({ label: '处理于', at: (mail) => mail.processedAt }),
  {
    key: 'actions',
    title: '操作',
    width: 110,
    fixed: 'right',
    render: (mail) => (mail.storageResult === StorageResult.Failed ? <RetryMailButton mail={mail} /> : <EnterJobButton mails={[mail]} label="加入职位" />),
  },
];

export function MailProcessedPage(_props: AreaPageProps) {
  return (
    <MailtakeShell description="已处理完的邮件和它们的入库结果：已入库、入库失败（附原因）或重复简历（关联到已有简历）。">
      <MailList state="processed" caption="已处理邮件" columns={columns} minWidth={1100} empty="还没有处理过的邮件" withResult />
    </MailtakeShell>
  );
}
