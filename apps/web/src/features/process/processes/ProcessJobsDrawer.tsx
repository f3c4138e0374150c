// "N 个职位使用": the jobs running on a process (the default one also those without their own),
// each with its status and candidates in the process, linking to its board in 流程管理.
import { Drawer, Tag } from 'antd';
import { jobStatusLabels, type ProcessJob, type RecruitProcess } from '@bole/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Empty } from '../../../components/plain/Empty';
import { PlainButton } from '../../../components/plain/PlainButton';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { SecondaryText } from '../../../components/text/Text';
import { useProcessJobs } from '../api/get-process-jobs';

const PAGE_SIZE = 20;

const columns: Column<ProcessJob>[] = [
  { key: 'name', title: '职位', ellipsis: true, render: (job) => <Link to={`/recruit/job?jobId=${job.id}`}>{job.name}</Link> },
  { key: 'status', title: '状态', width: 90, render: (job) => <Tag color={job.status === 1 ? 'green' : 'default'}>{jobStatusLabels[job.status]}</Tag> },
  { key: 'inProcess', title: '流程中候选人', width: 120, align: 'right', render: (job) => job.inProcess },
];

export function ProcessJobsDrawer({ process, open, onClose }: { process: RecruitProcess; open: boolean; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const jobs = useProcessJobs(process.id, { keyword, page, pageSize: PAGE_SIZE });
  return (
    <Drawer open={open} onClose={onClose} title={`使用「${process.name}」的职位`} size={560} destroyOnHidden>
      {process.isDefault && <SecondaryText>未单独选择流程的职位都使用默认流程，也列在这里。</SecondaryText>}
      <div style={{ margin: '12px 0' }}>
        <SearchInput
          label="搜索职位"
          placeholder="输入职位名称"
          onSearch={(text) => {
            setKeyword(text.trim());
            setPage(1);
          }}
          style={{ width: 240 }}
        />
      </div>
      {jobs.isError && !jobs.data ? (
        <Empty description="职位加载失败" style={{ margin: '24px 0' }}>
          <PlainButton onClick={() => void jobs.refetch()}>重试</PlainButton>
        </Empty>
      ) : (
        <SimpleTable<ProcessJob>
          caption={`使用${process.name}的职位`}
          columns={columns}
          rows={jobs.data?.list}
          rowKey={(job) => job.id}
          loading={jobs.isFetching}
          size="middle"
          empty={<Empty description={keyword ? '没有名称包含该关键词的职位' : '暂无职位使用该流程'} style={{ margin: '24px 0' }} />}
        />
      )}
      {jobs.data && jobs.data.total > 0 && <Pager page={page} pageSize={PAGE_SIZE} total={jobs.data.total} unit="个职位" onChange={setPage} />}
    </Drawer>
  );
}
