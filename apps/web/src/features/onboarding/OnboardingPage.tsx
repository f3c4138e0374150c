// 入职管理 (/recruit/job?section=onboarding): the company's hires across the jobs the caller sees,
// by tab (待入职, 已入职（试用期）, 已转正, 未到岗), filtered and paged on the server, with 确认入职,
// 未到岗, 修改入职时间, 转正 and 延长试用期 (one or many, 220011) and 导出 of hires (220014).
import { DownloadOutlined } from '@ant-design/icons';
import { onboardingTabLabels, onboardingTabOrder, Perm, RecruitmentState, type OnboardingRow, type OnboardingTab } from '@bole/domain';
import { Button, DatePicker, Input, Select, Space, Table, Tabs, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOrgOptions } from '../../api/org-options';
import { toSearchParams } from '../../api/params';
import { usePermission } from '../../api/permission';
import { lazyNamed, MountOnOpen } from '../../lib/lazy';
import { dayjs } from '../../lib/time';
import type { Dayjs } from 'dayjs';
import { exportHires, useHires, useJobOptions } from './api/hires';
import { columnsOfTab, onboardingColumns } from './columns';
import type { DialogKind, DialogRequest } from './OnboardingDialog';
import { filterParams, onboardingAddress, readOnboardingQuery, type OnboardingQuery } from './query';

const OnboardingDialog = lazyNamed(() => import('./OnboardingDialog'), 'OnboardingDialog');

/** The actions of a row by its state. */
function rowActions(row: OnboardingRow): DialogKind[] {
  if (row.recruitmentState === RecruitmentState.AwaitingEntry) return ['confirm', 'noShow', 'entryDate'];
  if (row.recruitmentState === RecruitmentState.Hired) return ['regularize', 'extend', 'entryDate'];
  return [];
}
const ACTION_LABELS: Record<DialogKind, string> = { confirm: '确认入职', noShow: '未到岗', regularize: '转正', entryDate: '修改入职时间', extend: '延长试用期' };
const BULK: Partial<Record<OnboardingTab, DialogKind[]>> = { awaiting: ['confirm', 'noShow'], probation: ['regularize'] };

const range = (from: string | null, to: string | null): [Dayjs | null, Dayjs | null] | null => (from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null);

export function OnboardingPage() {
  const [search, setSearch] = useSearchParams();
  const query = readOnboardingQuery(search);
  const go = (next: OnboardingQuery) => setSearch(toSearchParams(onboardingAddress(next)));
  const filter = (patch: Partial<OnboardingQuery>) => go({ ...query, ...patch, page: 1 });
  const canHandle = usePermission(Perm.EntryHandle);
  const canExport = usePermission(Perm.ProcessExport) && canHandle;
  const { data, isFetching } = useHires({ ...filterParams(query), page: query.page, pageSize: query.pageSize });
  const jobs = useJobOptions();
  const orgs = useOrgOptions();
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<(DialogRequest & { n: number }) | null>(null);

  const open = (kind: DialogKind, rows: OnboardingRow[]) => setDialog((d) => ({ kind, rows, n: (d?.n ?? 0) + 1 }));
  const columns = useMemo(
    () =>
      columnsOfTab(
        onboardingColumns((row) =>
          canHandle ? (
            <Space size={4} wrap>
              {rowActions(row).map((kind) => (
                <Button key={kind} type="link" size="small" style={{ padding: 0 }} onClick={() => open(kind, [row])}>
                  {ACTION_LABELS[kind]}
                </Button>
              ))}
            </Space>
          ) : null,
        ),
        query.tab,
      ).filter((c) => canHandle || c.key !== 'actions'),
    [canHandle, query.tab],
  );
  const rows = data?.list ?? [];
  const picked = rows.filter((r) => selected.includes(r.applicationId));
  const bulk = canHandle ? (BULK[query.tab] ?? []) : [];

  return (
    <section aria-label="入职管理" className="bole-onboarding">
      <Tabs
        activeKey={query.tab}
        onChange={(tab) => {
          setSelected([]);
          filter({ tab: tab as OnboardingTab });
        }}
        items={onboardingTabOrder.map((tab) => ({ key: tab, label: data ? `${onboardingTabLabels[tab]} ${data.counts[tab]}` : onboardingTabLabels[tab] }))}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search aria-label="搜索姓名或手机号" placeholder="姓名/手机号" allowClear defaultValue={query.keyword} onSearch={(keyword) => filter({ keyword: keyword.trim() })} style={{ width: 200 }} />
        <Select aria-label="职位" placeholder="全部职位" allowClear showSearch optionFilterProp="label" style={{ width: 180 }} value={query.jobId ?? undefined} options={jobs.data ?? []} onChange={(jobId?: number) => filter({ jobId: jobId ?? null })} />
        <TreeSelect aria-label="入职部门" placeholder="全部入职部门" allowClear treeDefaultExpandAll style={{ width: 180 }} value={query.orgId ?? undefined} treeData={orgs.treeData} onChange={(orgId?: number) => filter({ orgId: orgId ?? null })} />
        <DatePicker.RangePicker
          aria-label="入职时间"
          placeholder={['入职时间起', '入职时间止']}
          value={range(query.entryFrom, query.entryTo)}
          onChange={(v) => filter({ entryFrom: v?.[0]?.format('YYYY-MM-DD') ?? null, entryTo: v?.[1]?.format('YYYY-MM-DD') ?? null })}
        />
        {query.tab !== 'noShow' && (
          <DatePicker.RangePicker
            aria-label="转正日期"
            placeholder={['转正日期起', '转正日期止']}
            value={range(query.probationFrom, query.probationTo)}
            onChange={(v) => filter({ probationFrom: v?.[0]?.format('YYYY-MM-DD') ?? null, probationTo: v?.[1]?.format('YYYY-MM-DD') ?? null })}
          />
        )}
        {canExport && (query.tab === 'probation' || query.tab === 'regular') && (
          <Button icon={<DownloadOutlined />} disabled={!data || data.total === 0} onClick={() => void exportHires(filterParams(query))}>
            导出入职人员
          </Button>
        )}
      </Space>
      {bulk.length > 0 && picked.length > 0 && (
        <Space style={{ marginBottom: 12 }} aria-label="批量操作">
          <span>已选 {picked.length} 人</span>
          {bulk.map((kind) => (
            <Button key={kind} onClick={() => open(kind, picked)}>
              批量{ACTION_LABELS[kind]}
            </Button>
          ))}
          <Button type="link" onClick={() => setSelected([])}>
            取消选择
          </Button>
        </Space>
      )}
      <Table<OnboardingRow>
        rowKey="applicationId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={isFetching}
        scroll={{ x: 1560 }}
        rowSelection={bulk.length > 0 ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        locale={{ emptyText: `暂无${onboardingTabLabels[query.tab]}的人员` }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          pageSizeOptions: [20, 50, 100],
          showSizeChanger: true,
          onChange: (page, pageSize) => go({ ...query, page: pageSize === query.pageSize ? page : 1, pageSize }),
        }}
      />
      <MountOnOpen open={dialog !== null}>
        <OnboardingDialog
          key={dialog?.n}
          request={dialog}
          onClose={() => {
            setDialog(null);
            setSelected([]);
          }}
        />
      </MountOnOpen>
    </section>
  );
}
