// 渠道费用 on 渠道管理: what each channel cost per month, entered by HR with 400001 and shown on
// 渠道分析 as the channel's 费用 and 入职成本.
import { PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select } from 'antd';
import { fenToYuanText, PAGE_SIZE_DEFAULT, type ChannelCost, type ChannelCostQuery } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { useOfferedChannels } from '../../../api/channel-options';
import { Empty } from '../../../components/plain/Empty';
import { Panel } from '../../../components/panel/Panel';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { confirmDialog } from '../../../lib/dialogs';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useChannelCosts } from '../api/get-channel-costs';
import { useDeleteChannelCost } from '../api/delete-channel-cost';

const ChannelCostModal = lazy(() => import('./ChannelCostModal'));

export function ChannelCostsPanel() {
  const [query, setQuery] = useState<ChannelCostQuery>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isLoading, isFetching, isError, refetch } = useChannelCosts(query);
  const channels = useOfferedChannels(query.channel === undefined ? [] : [query.channel]);
  const remove = useDeleteChannelCost();
  const [editing, setEditing] = useState<{ cost?: ChannelCost } | null>(null);
  const filter = (patch: Partial<ChannelCostQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));

  const confirmDelete = (c: ChannelCost) =>
    confirmDialog({
      title: `删除「${c.channelName}」${c.month}的费用？`,
      content: '删除后渠道分析不再计入这笔费用。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(c.id)
          .then(() => notifySuccess('费用已删除'))
          .catch((e: unknown) => !isApiError(e) && notifyError('删除失败，请稍后重试')),
    });

  const columns: Column<ChannelCost>[] = [
    { key: 'month', title: '月份', width: 100, render: (c) => c.month },
    { key: 'channel', title: '渠道', width: 160, ellipsis: true, render: (c) => c.channelName },
    { key: 'amount', title: '费用（元）', width: 140, align: 'right', render: (c) => fenToYuanText(c.amountFen) },
    { key: 'note', title: '备注', ellipsis: true, render: (c) => c.note ?? '-' },
    { key: 'updated', title: '更新时间', width: 170, render: (c) => formatDateTime(c.updatedAt) },
    {
      key: 'actions',
      title: '操作',
      width: 120,
      render: (c) => (
        <span className="bole-channel-actions">
          <Button type="link" size="small" onClick={() => setEditing({ cost: c })} aria-label={`编辑${c.channelName}${c.month}的费用`}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(c)} aria-label={`删除${c.channelName}${c.month}的费用`}>
            删除
          </Button>
        </span>
      ),
    },
  ];

  const add = (
    <Button icon={<PlusOutlined />} onClick={() => setEditing({})} onPointerEnter={() => void import('./ChannelCostModal')}>
      录入费用
    </Button>
  );

  return (
    <Panel title="渠道费用" extra={add}>
      <p className="bole-channel-muted bole-channel-costs-hint">按月录入每个渠道的花费（如招聘网站套餐、招聘会场地费），渠道分析据此算出期间内的渠道费用和入职成本。</p>
      <div className="bole-channel-cost-filters">
        <DatePicker.RangePicker
          picker="month"
          format="YYYY-MM"
          placeholder={['开始月份', '结束月份']}
          aria-label="月份范围"
          onChange={(range) => filter({ fromMonth: range?.[0]?.format('YYYY-MM'), toMonth: range?.[1]?.format('YYYY-MM') })}
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="全部渠道"
          aria-label="按渠道筛选"
          style={{ width: 180 }}
          options={channels}
          value={query.channel}
          onChange={(channel?: number) => filter({ channel })}
        />
      </div>
      {isError && !data ? (
        <Empty description="渠道费用加载失败">
          <Button onClick={() => void refetch()}>重试</Button>
        </Empty>
      ) : (
        <SimpleTable
          caption="渠道费用"
          columns={columns}
          rows={data?.list}
          rowKey={(c) => c.id}
          loading={isLoading || isFetching}
          empty={<Empty description="还没有录入渠道费用">{add}</Empty>}
        />
      )}
      {data && data.total > 0 && (
        <Pager
          page={query.page}
          pageSize={data.pageSize}
          total={data.total}
          onChange={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSizeChange={(pageSize) => setQuery((q) => ({ ...q, page: 1, pageSize }))}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <ChannelCostModal cost={editing.cost} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Panel>
  );
}
