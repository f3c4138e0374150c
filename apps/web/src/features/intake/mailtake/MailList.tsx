// What 待处理简历 and 已处理简历 share: the table and pager of one page of mails of one state,
// filtered and paged through the address, and the 重新处理 button.
import { Button } from 'antd';
import type { MailRow, MailState } from '@bole/domain';
import { Empty } from '../../../components/plain/Empty';
import { Panel } from '../../../components/panel/Panel';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { notifySuccess } from '../../../lib/notify';
import { useMails } from '../api/get-mails';
import { useRetryMail } from '../api/retry-mail';
import { EnterJobButton } from './EnterJobButton';
import { retriedText } from './format';
import { MailFilters } from './MailFilters';
import { useMailFilters } from './use-mail-filters';

type Props = { state: MailState; caption: string; columns: Column<MailRow>[]; empty: string; minWidth: number; withResult?: boolean };

export function MailList({ state, caption, columns, empty, minWidth, withResult = false }: Props) {
  const [params, setParams] = useMailFilters();
  const { data, isFetching } = useMails(state, params);
  return (
    <Panel>
      <MailFilters params={params} onChange={setParams} withResult={withResult} />
      {data && data.list.some((mail) => mail.resumeId !== null) && (
        <div className="bole-mailtake-bulk">
          <EnterJobButton mails={data.list} type="default" label={`本页简历加入职位（${new Set(data.list.flatMap((m) => (m.resumeId === null ? [] : [m.resumeId]))).size}）`} />
        </div>
      )}
      <SimpleTable<MailRow>
        caption={caption}
        columns={columns}
        rows={data?.list}
        rowKey={(mail) => mail.id}
        loading={isFetching}
        minWidth={minWidth}
        size="middle"
        empty={<Empty description={empty} style={{ margin: '24px 0' }} />}
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
  );
}

export function RetryMailButton({ mail }: { mail: MailRow }) {
  const retry = useRetryMail();
  return (
    <Button type="link" size="small" loading={retry.isPending} onClick={() => retry.mutate(mail.id, { onSuccess: (row) => notifySuccess(retriedText(row)) })}>
      重新处理
    </Button>
  );
}
