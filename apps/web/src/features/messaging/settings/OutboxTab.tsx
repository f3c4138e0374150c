// 发送记录: every message the company sent or tried to send, filtered by status, channel,
// recipient and creation date (China time), paged; a message opens in the drawer.
import { DatePicker, Input, Select } from 'antd';
import { codeOptions, messageChannelLabels, OUTBOX_STATUS_NAMES, PAGE_SIZE_DEFAULT, type OutboxMessage } from '@bole/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Empty } from '../../../components/plain/Empty';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable } from '../../../components/table/SimpleTable';
import { dayjs } from '../../../lib/time';
import { useOutbox, type OutboxParams } from '../api/get-outbox';
import { outboxKeys } from '../api/settings-keys';
import { outboxColumns } from './outbox-columns';
import { OutboxDrawer } from './OutboxDrawer';

const STATUSES = codeOptions(OUTBOX_STATUS_NAMES);
const CHANNELS = codeOptions(messageChannelLabels);
const DAY = 'YYYY-MM-DD';

export function OutboxTab({ initial }: { initial?: OutboxParams }) {
  const [params, setParams] = useState<OutboxParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT, ...initial });
  const [open, setOpen] = useState<number | null>(null);
  const { data, isLoading, isFetching, isError } = useOutbox(params);
  const queryClient = useQueryClient();
  // The message may have been delivered while it was open: the list shows its new state.
  const close = () => {
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: outboxKeys.lists });
  };
  const set = (patch: OutboxParams) => setParams((p) => ({ ...p, ...patch, page: 1 }));
  const filtered = Boolean(params.status || params.channel || params.recipient || params.dateFrom || params.dateTo);
  const openMessage = (m: OutboxMessage) => setOpen(m.id);
  const columns = outboxColumns({ onOpen: openMessage });

  return (
    <div className="bole-outbox">
      <div className="bole-outbox-filters" role="search" aria-label="筛选发送记录">
        <Select allowClear placeholder="全部状态" aria-label="状态" options={STATUSES} value={params.status} onChange={(status) => set({ status })} style={{ width: 130 }} />
        <Select allowClear placeholder="全部渠道" aria-label="渠道" options={CHANNELS} value={params.channel} onChange={(channel) => set({ channel })} style={{ width: 130 }} />
        <Input.Search allowClear placeholder="收件人邮箱、手机号或账号" aria-label="收件人" defaultValue={params.recipient} onSearch={(recipient) => set({ recipient: recipient.trim() || undefined })} style={{ width: 260 }} />
        <DatePicker.RangePicker
          aria-label="创建日期"
          allowEmpty={[true, true]}
          value={[params.dateFrom ? dayjs(params.dateFrom) : null, params.dateTo ? dayjs(params.dateTo) : null]}
          onChange={(range) => set({ dateFrom: range?.[0]?.format(DAY), dateTo: range?.[1]?.format(DAY) })}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        />
      </div>
      {isError && !data ? (
        <InlineAlert type="error" title="发送记录加载失败，请稍后刷新重试" />
      ) : (
        <SimpleTable<OutboxMessage>
          caption="发送记录"
          columns={columns}
          rows={data?.list}
          rowKey={(m) => m.id}
          loading={isLoading || isFetching}
          minWidth={1400}
          size="middle"
          onRowClick={openMessage}
          empty={<Empty description={filtered ? '没有符合条件的发送记录，试试调整筛选条件' : '还没有发送记录：系统发出的邮件、短信和站内信都会记录在这里'} style={{ margin: '24px 0' }} />}
        />
      )}
      {data && data.total > 0 && (
        <Pager
          page={params.page ?? 1}
          pageSize={data.pageSize}
          total={data.total}
          unit="条记录"
          onChange={(page) => setParams((p) => ({ ...p, page }))}
          onPageSizeChange={(pageSize) => setParams((p) => ({ ...p, pageSize, page: 1 }))}
        />
      )}
      <OutboxDrawer id={open} onClose={close} />
    </div>
  );
}
