// /resume/mailtake/processed 已处理简历: each processed mail with its storage result (已入库,
// 入库失败, 重复简历), the reason and the resume it went into; a failed one can be tried again.
import { Button } from 'antd';
import { MailState, StorageResult, type MailRow } from '@bole/domain';
import { Link } from 'react-router';
import { Empty } from '../../../components/plain/Empty';
import { Tag } from '../../../components/plain/Tag';
import { Panel } from '../../../components/panel/Panel';
import { Pager } from '../../../components/table/Pager';
import { EllipsisText } from '../../../components/text/Text';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { notifySuccess } from '../../../lib/notify';
import type { AreaPageProps } from '../../../lib/routes';
import { useMails } from '../api/get-mails';
import { useRetryMail } from '../api/retry-mail';
import { retriedText, storageResultOf } from './format';
import { channelColumn, mailboxColumn, mailColumn } from './mail-columns';
import { MailFilters } from './MailFilters';
import { MailtakeShell } from './MailtakeShell';
import { useMailFilters } from './use-mail-filters';

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

export function MailProcessedPage(_props: AreaPageProps) {
  const [params, setParams] = useMailFilters();
  const { data, isFetching } = useMails(MailState.Processed, params);
  const retry = useRetryMail();

  const columns: Column<MailRow>[] = [
    { key: 'result', title: '入库结果', width: 210, render: resultCell },
    { key: 'resume', title: '简历', width: 150, render: resumeCell },
    mailColumn,
    channelColumn,
    mailboxColumn({ label: '处理于', at: (mail) => mail.processedAt }),
    {
      key: 'actions',
      title: '操作',
      width: 90,
      fixed: 'right',
      render: (mail) =>
        mail.storageResult === StorageResult.Failed ? (
          <Button
            type="link"
            size="small"
            loading={retry.isPending && retry.variables === mail.id}
            onClick={() => retry.mutate(mail.id, { onSuccess: (row) => notifySuccess(retriedText(row)) })}
          >
            重新处理
          </Button>
        ) : null,
    },
  ];

  return (
    <MailtakeShell description="已处理完的邮件和它们的入库结果：已入库、入库失败（附原因）或重复简历（关联到已有简历）。">
      <Panel>
        <MailFilters params={params} onChange={setParams} withResult />
        <SimpleTable<MailRow>
          caption="已处理邮件"
          columns={columns}
          rows={data?.list}
          rowKey={(mail) => mail.id}
          loading={isFetching}
          minWidth={1080}
          size="middle"
          empty={<Empty description="还没有处理过的邮件" style={{ margin: '24px 0' }} />}
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
