// /resume/mailtake/wait 待处理简历: mails fetched and not processed yet, or whose processing broke
// (tried again automatically, then waiting for 重新处理).
import { Button } from 'antd';
import { MAIL_MAX_ATTEMPTS, MailState, type MailRow } from '@bole/domain';
import { Empty } from '../../../components/plain/Empty';
import { Tag } from '../../../components/plain/Tag';
import { Panel } from '../../../components/panel/Panel';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { notifySuccess } from '../../../lib/notify';
import type { AreaPageProps } from '../../../lib/routes';
import { useMails } from '../api/get-mails';
import { useRetryMail } from '../api/retry-mail';
import { retriedText } from './format';
import { channelColumn, mailboxColumn, mailColumn } from './mail-columns';
import { MailFilters } from './MailFilters';
import { MailtakeShell } from './MailtakeShell';
import { useMailFilters } from './use-mail-filters';

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

export function MailWaitPage(_props: AreaPageProps) {
  const [params, setParams] = useMailFilters();
  const { data, isFetching } = useMails(MailState.Waiting, params);
  const retry = useRetryMail();

  const columns: Column<MailRow>[] = [
    mailColumn,
    channelColumn,
    mailboxColumn({ label: '收取于', at: (mail) => mail.fetchedAt }),
    { key: 'state', title: '状态', width: 240, render: stateCell },
    {
      key: 'actions',
      title: '操作',
      width: 90,
      fixed: 'right',
      render: (mail) => (
        <Button
          type="link"
          size="small"
          loading={retry.isPending && retry.variables === mail.id}
          onClick={() => retry.mutate(mail.id, { onSuccess: (row) => notifySuccess(retriedText(row)) })}
        >
          重新处理
        </Button>
      ),
    },
  ];

  return (
    <MailtakeShell description={`已收取、还没有处理完的邮件。处理出错的邮件会自动重试${MAIL_MAX_ATTEMPTS}次，之后可以点击「重新处理」。`}>
      <Panel>
        <MailFilters params={params} onChange={setParams} />
        <SimpleTable<MailRow>
          caption="待处理邮件"
          columns={columns}
          rows={data?.list}
          rowKey={(mail) => mail.id}
          loading={isFetching}
          minWidth={1000}
          size="middle"
          empty={<Empty description="没有待处理的邮件，收取到的简历都已处理完" style={{ margin: '24px 0' }} />}
        />
        {data && data.total > 0 && (
          <Pager
            page={params.page ?? 1}
            pageSize={params.pageSize ?? data.pageSize}
            total={data.total}
            unit="封邮件"
            onChange={(page) => setParams({ page })}
            onPageSizeChange={(pageSize) => setParams({ pageSize })}
          />
        )}
      </Panel>
    </MailtakeShell>
  );
}
