// /job/list 职位管理: the company's jobs (or the caller's, by his data scope) with filters in the
// address, 开启/关闭, 编辑, 复制, 分享 and 删除 on each row, and 新建职位. Candidate counts per stage come
// with the recruiting process.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { JobStatus, Perm, type JobRow } from '@bole/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../api/permission';
import { toSearchParams } from '../../../api/params';
import { Empty } from '../../../components/plain/Empty';
import { Segmented } from '../../../components/plain/Segmented';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable } from '../../../components/table/SimpleTable';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteJob } from '../api/delete-job';
import { useCandidateCounts } from '../api/get-candidate-counts';
import { useJobs } from '../api/get-jobs';
import { useUpdateJob } from '../api/update-job';
import type { DrawerMode } from '../form/JobDrawer';
import { awaitsApproval } from '../shared/format';
import { candidateColumn } from './candidate-column';
import { jobColumns } from './columns';
import { JobFilters } from './JobFilters';
import { isFiltered, jobQueryParams, readJobQuery, type JobQuery } from './job-query';
import '../job.css';

const JobDrawer = lazyNamed(() => import('../form/JobDrawer'), 'JobDrawer');
const JobViewDrawer = lazyNamed(() => import('../shared/JobViewDrawer'), 'JobViewDrawer');
const ShareJobModal = lazyNamed(() => import('../share/ShareJobModal'), 'ShareJobModal');

const TABS = [
  { value: 0, label: '全部' },
  { value: JobStatus.Open, label: '招聘中' },
  { value: JobStatus.Closed, label: '已关闭' },
] as const;

export function JobListPage({ title }: { title: string }) {
  const [search, setSearch] = useSearchParams();
  const query = readJobQuery(search);
  const params = jobQueryParams(query);
  const { data, isFetching, isError, refetch } = useJobs(params);
  const counts = useCandidateCounts(data?.list.map((job) => job.id) ?? []);
  const canCreate = usePermission(Perm.JobCreate);
  const canEdit = usePermission(Perm.JobEdit);
  const canPublish = usePermission(Perm.JobPublish);
  const canDelete = usePermission(Perm.JobDelete);
  const update = useUpdateJob();
  const remove = useDeleteJob();
  const [drawer, setDrawer] = useState<{ open: boolean; mode?: DrawerMode }>({ open: false });
  const [viewing, setViewing] = useState<number | null>(null);
  const [sharing, setSharing] = useState<JobRow | null>(null);

  const go = (next: JobQuery) => setSearch(toSearchParams(jobQueryParams(next)), { replace: false });
  const open = (mode: DrawerMode) => setDrawer({ open: true, mode });

  // 开设职位 on /job/demand comes here with ?fromDemand=<id>: the job form opens once, filled from the demand.
  const fromDemand = Number(search.get('fromDemand'));
  const [openedFor, setOpenedFor] = useState<number>();
  if (Number.isInteger(fromDemand) && fromDemand > 0 && fromDemand !== openedFor) {
    setOpenedFor(fromDemand);
    setDrawer({ open: true, mode: { kind: 'create', demandId: fromDemand } });
  }

  const toggle = (job: JobRow) => {
    const closing = job.status === JobStatus.Open;
    const run = () =>
      update
        .mutateAsync({ id: job.id, body: { status: closing ? JobStatus.Closed : JobStatus.Open }, silent: false })
        .then((saved) => notifySuccess(closing ? `已关闭「${job.name}」` : awaitsApproval(saved) ? `「${job.name}」已提交职位审批，审批通过后自动开启` : `已开启「${job.name}」`))
        .catch(() => undefined);
    if (!closing) return void run();
    confirmDialog({
      title: `关闭职位「${job.name}」？`,
      content: '关闭后职位不再接收新的候选人，已有候选人不受影响；需要时可随时重新开启。',
      okText: '关闭职位',
      okButtonProps: { danger: true },
      onOk: run,
    });
  };

  const confirmDelete = (job: JobRow) =>
    confirmDialog({
      title: `删除职位「${job.name}」？`,
      content: '删除后职位从列表中移除，且无法恢复。如只是暂停招聘，建议改为关闭职位。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(job.id)
          .then(() => notifySuccess('职位已删除'))
          .catch(() => undefined),
    });

  const columns = jobColumns({
    canEdit,
    canPublish,
    canCreate,
    canDelete,
    onView: (job) => setViewing(job.id),
    onEdit: (job) => open({ kind: 'edit', id: job.id }),
    onCopy: (job) => open({ kind: 'copy', id: job.id }),
    onToggle: toggle,
    onDelete: confirmDelete,
    onShare: setSharing,
    onPreloadDrawer: JobDrawer.preload,
  });
  // 候选人 after 状态: the job's funnel in its recruiting process.
  columns.splice(2, 0, candidateColumn(counts));

  const add = canCreate && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ kind: 'create' })} onPointerEnter={JobDrawer.preload} onFocus={JobDrawer.preload}>
      新建职位
    </Button>
  );
  const filtered = isFiltered(query) || query.status !== undefined;

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="发布和维护公司的招聘职位：填写职位信息与要求，组建招聘团队；到期的职位会自动关闭。" extra={add} />
      <Panel>
        <div className="bole-job-toolbar">
          <Segmented aria-label="职位状态" options={TABS} value={query.status ?? 0} onChange={(status) => go({ ...query, status: status === 0 ? undefined : status, page: 1 })} />
        </div>
        <JobFilters value={query} onChange={go} />
        {isError && !data ? (
          <Empty description="职位加载失败" style={{ margin: '32px 0' }}>
            <Button onClick={() => void refetch()}>重试</Button>
          </Empty>
        ) : (
          <SimpleTable<JobRow>
            caption="职位列表"
            columns={columns}
            rows={data?.list}
            rowKey={(job) => job.id}
            loading={isFetching}
            minWidth={1140}
            size="middle"
            empty={
              <Empty description={filtered ? '没有符合条件的职位' : '还没有职位'} style={{ margin: '32px 0' }}>
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
            unit="个职位"
            onChange={(page) => go({ ...query, page })}
            onPageSizeChange={(pageSize) => go({ ...query, page: 1, pageSize })}
          />
        )}
      </Panel>
      <MountOnOpen open={drawer.open}>
        <JobDrawer open={drawer.open} mode={drawer.mode ?? { kind: 'create' }} onClose={() => setDrawer((d) => ({ ...d, open: false }))} />
      </MountOnOpen>
      <MountOnOpen open={viewing !== null}>
        <JobViewDrawer
          jobId={viewing}
          onClose={() => setViewing(null)}
          onEdit={
            canEdit
              ? (id) => {
                  setViewing(null);
                  open({ kind: 'edit', id });
                }
              : undefined
          }
        />
      </MountOnOpen>
      <MountOnOpen open={sharing !== null}>{sharing && <ShareJobModal job={sharing} onClose={() => setSharing(null)} />}</MountOnOpen>
    </section>
  );
}
