// Columns the waiting and processed mail tables share: the mail itself (subject, sender, the
// job it applies for and whether it matched one of the company's open jobs), the channel, and the mailbox that received it.
import type { MailRow } from '@bole/domain';
import { Link } from 'react-router';
import type { Column } from '../../../components/table/SimpleTable';
import { EllipsisText } from '../../../components/text/Text';
import { channelText, timeText } from './format';

const SUB = { fontSize: 12, color: 'rgba(31, 38, 51, 0.45)' } as const;

function senderOf(mail: MailRow): string {
  if (mail.fromName && mail.fromAddress) return `${mail.fromName}（${mail.fromAddress}）`;
  return mail.fromName ?? mail.fromAddress ?? '未知发件人';
}

export const mailColumn: Column<MailRow> = {
  key: 'mail',
  title: '邮件',
  render: (mail) => (
    <span className="bole-mailtake-stack">
      <EllipsisText text={mail.subject || '（无主题）'} />
      <EllipsisText text={`发件人：${senderOf(mail)}`} style={SUB} />
      {mail.jobName && (
        <span style={SUB}>
          应聘职位：{mail.jobName}
          {mail.state === 'processed' &&
            (mail.jobId ? (
              <Link to={`/recruit/job?jobId=${mail.jobId}`} className="bole-mailtake-job">
                已投递该职位
              </Link>
            ) : (
              <span className="bole-mailtake-job-none">未匹配到招聘中的职位</span>
            ))}
        </span>
      )}
    </span>
  ),
};

export const channelColumn: Column<MailRow> = { key: 'channel', title: '渠道', width: 130, render: (mail) => channelText(mail.channel) };

/** The mailbox that received the mail, when the mail was sent, and `then` (收取于 / 处理于). */
export function mailboxColumn(then: { label: string; at: (mail: MailRow) => string | null }): Column<MailRow> {
  return {
    key: 'mailbox',
    title: '收件邮箱',
    width: 210,
    render: (mail) => (
      <span className="bole-mailtake-stack">
        <EllipsisText text={mail.mailboxAccount} />
        <span className="bole-mailtake-sub">发送于 {timeText(mail.sentAt)}</span>
        <span className="bole-mailtake-sub">
          {then.label} {timeText(then.at(mail))}
        </span>
      </span>
    ),
  };
}
