// /job/demand 招聘需求: the demands HR handles (every one of the company's with 230008, else the
// caller's own), filtered in the address, each opened in a drawer with its approval and jobs;
// 开设职位 takes an approved one to 职位管理 with the job form filled from it.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { codeOptions, demandPriorityLabels, Perm, type DemandPriority, type DemandStatus } from '@bole/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useOrgOptions } from '../../../api/org-options';
import { toSearchParams } from '../../../api/params';
import { usePermission } from '../../../api/permission';
import { Empty } from '../../../components/plain/Empty';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Segmented } from '../../../components/plain/Segmented';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable } from '../../../components/table/SimpleTable';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { useDemands } from '../api/get-demands';
import { demandColumns } from './columns';
import { demandQueryParams, isFiltered, readDemandQuery, type DemandQuery } from './demand-query';
import '../shared/demand.css';

const DemandDrawer = lazyNamed(() => import('../detail/DemandDrawer'), 'DemandDrawer');
const DemandFormDrawer = lazyNamed(() => import('../form/DemandFormDrawer'), 'DemandFormDrawer');

const TABS: { value: DemandStatus | 'all'; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'pending', label: '审批中' },
  { value: 'approved', label: '已通过' },
  { value: 'rejected', label: '已驳回' },
  { value: 'withdrawn', label: '已撤回' },
  { value: 'draft', label: '草稿' },
  { value: 'closed', label: '已关闭' },
];
const PRIORITIES = codeOptions(demandPriorityLabels);

/** The job form's address for a job opened against the demand. */
export const openJobPath = (demandId: number) => `/job/list?fromDemand=${demandId}`;

export function DemandListPage({ title }: { title: string }) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const query = readDemandQuery(search);
  const { data, isFetching, isError, refetch } = useDemands(demandQueryParams(query));
  const { flatOptions } = useOrgOptions();
  const canSubmit = usePermission(Perm.DemandSubmit);
  const canCreateJob = usePermission(Perm.JobCreate);
  const canHandle = usePermission(Perm.DemandHandle);
  const canOpenJob = canCreateJob && canHandle;
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);

  const go = (next: DemandQuery) => setSearch(toSearchParams(demandQueryParams(next)));
  const set = (patch: Partial<DemandQuery>) => go({ ...query, ...patch, page: 1 });
  const openJob = (id: number) => void navigate(openJobPath(id));
  const columns = demandColumns({ onView: (d) => setViewing(d.id), onOpenJob: canOpenJob ? (d) => openJob(d.id) : undefined });

  const add = canSubmit && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} onPointerEnter={DemandFormDrawer.preload}>
      提交招聘需求
    </Button>
  );
  const filtered = isFiltered(query) || query.status !== undefined;

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="用人部门提出的招聘需求：审批通过后据此开设职位，进度按关联职位中已入职的人数统计。" extra={add} />
      <Panel>
        <div className="bole-demand-toolbar">
          <Segmented aria-label="需求状态" options={TABS} value={query.status ?? 'all'} onChange={(status) => set({ status: status === 'all' ? undefined : status })} />
        </div>
        <div className="bole-demand-filters">
          <SearchInput
            key={query.keyword === undefined ? 'empty' : 'kept'}
            label="搜索招聘需求"
            placeholder="搜索招聘职位"
            defaultValue={query.keyword}
            onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
            style={{ width: 240 }}
          />
          <Select
            placeholder="全部部门"
            allowClear
            options={flatOptions}
            value={query.orgId}
            onChange={(orgId?: number) => set({ orgId })}
            optionRender={(option) => <span style={{ paddingLeft: (option.data.depth ?? 0) * 16 }}>{option.label}</span>}
            showSearch={{ optionFilterProp: 'label' }}
            popupMatchSelectWidth={false}
            style={{ width: 170 }}
            aria-label="需求部门"
          />
          <Select placeholder="紧急程度" allowClear options={PRIORITIES} value={query.priority} onChange={(priority?: DemandPriority) => set({ priority })} style={{ width: 120 }} aria-label="紧急程度" />
          {isFiltered(query) && (
            <Button type="link" onClick={() => go({ status: query.status, page: 1, pageSize: query.pageSize })}>
              清空筛选
            </Button>
          )}
        </div>
        {isError && !data ? (
          <Empty description="招聘需求加载失败" style={{ margin: '32px 0' }}>
            <Button onClick={() => void refetch()}>重试</Button>
          </Empty>
        ) : (
          <SimpleTable
            caption="招聘需求列表"
            columns={columns}
            rows={data?.list}
            rowKey={(d) => d.id}
            loading={isFetching}
            minWidth={1100}
            size="middle"
            empty={
              <Empty description={filtered ? '没有符合条件的招聘需求' : '还没有招聘需求，用人经理可在手机上随时提交'} style={{ margin: '32px 0' }}>
                {!filtered && add}
              </Empty>
            }
          />
        )}
        {data && data.total > 0 && (
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            total={data.total}
            unit="个需求"
            onChange={(page) => go({ ...query, page })}
            onPageSizeChange={(pageSize) => go({ ...query, page: 1, pageSize })}
          />
        )}
      </Panel>
      <MountOnOpen open={viewing !== null}>
        <DemandDrawer
          demandId={viewing}
          onClose={() => setViewing(null)}
          onEdit={(id) => setEditing({ id })}
          onOpenJob={canOpenJob ? openJob : undefined}
        />
      </MountOnOpen>
      <MountOnOpen open={editing !== null}>
        <DemandFormDrawer open={editing !== null} demandId={editing?.id} onClose={() => setEditing(null)} onSaved={(id) => setViewing(id)} />
      </MountOnOpen>
    </section>
  );
}
