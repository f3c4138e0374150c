// /lite/job/list 我的职位: the jobs a hiring manager is hiring manager of (the server's data
// scope), to look up what each one asks for and who recruits it.
import { JobStatus, PAGE_SIZE_DEFAULT, type JobRow } from '@bole/domain';
import { useState } from 'react';
import { Empty } from '../../../components/plain/Empty';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Segmented } from '../../../components/plain/Segmented';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable } from '../../../components/table/SimpleTable';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { useJobs } from '../api/get-jobs';
import { jobInfoColumns } from '../list/columns';
import '../job.css';

const JobViewDrawer = lazyNamed(() => import('../shared/JobViewDrawer'), 'JobViewDrawer');

const TABS = [
  { value: JobStatus.Open, label: '招聘中' },
  { value: JobStatus.Closed, label: '已关闭' },
  { value: 0, label: '全部' },
] as const;

export function MyJobsPage({ title }: { title: string }) {
  const [status, setStatus] = useState<number>(JobStatus.Open);
  const [keyword, setKeyword] = useState<string>();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useJobs({ status: status || undefined, keyword, page, pageSize: PAGE_SIZE_DEFAULT });
  const [viewing, setViewing] = useState<number | null>(null);
  // The hiring manager's columns: what the job is, not how HR runs it.
  const columns = jobInfoColumns((job) => setViewing(job.id)).filter((c) => c.key !== 'retention');

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="您作为用人经理的职位。点击职位名称查看职位要求和招聘团队。" />
      <Panel>
        <div className="bole-job-toolbar">
          <Segmented
            aria-label="职位状态"
            options={TABS}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
          <SearchInput
            label="搜索职位"
            placeholder="搜索职位名称"
            onSearch={(value) => {
              setKeyword(value.trim() || undefined);
              setPage(1);
            }}
            style={{ width: 240 }}
          />
        </div>
        <SimpleTable<JobRow>
          caption="我的职位"
          columns={columns}
          rows={data?.list}
          rowKey={(job) => job.id}
          loading={isFetching}
          minWidth={1000}
          size="middle"
          empty={<Empty description={keyword ? '没有符合条件的职位' : 'HR 把您设为职位的用人经理后，职位会显示在这里'} style={{ margin: '32px 0' }} />}
        />
        {data && data.total > 0 && <Pager page={page} pageSize={PAGE_SIZE_DEFAULT} total={data.total} unit="个职位" onChange={setPage} />}
      </Panel>
      <MountOnOpen open={viewing !== null}>
        <JobViewDrawer jobId={viewing} onClose={() => setViewing(null)} />
      </MountOnOpen>
    </section>
  );
}
