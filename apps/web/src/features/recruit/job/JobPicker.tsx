// The job picker of 流程管理: the jobs the user may see (招聘中 first; 已关闭 on request),
// searchable by name, each with its candidate count; 加载更多 for long lists.
import { JobStatus, PAGE_SIZE_MAX, type JobRow } from '@bole/domain';
import { useEffect, useState } from 'react';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Segmented } from '../../../components/plain/Segmented';
import { useJobCounts } from '../api/get-job-counts';
import { useRecruitJobs } from '../api/get-recruit-jobs';

type Props = {
  jobId: number | null;
  /** The job shown on the right, once known. */
  current: JobRow | null;
  /** A job clicked (replace false), or the one the page opens with (replace true). */
  onPick: (job: JobRow, replace: boolean) => void;
};

const STATUS = [
  { value: JobStatus.Open, label: '招聘中' },
  { value: JobStatus.Closed, label: '已关闭' },
] as const;

export function JobPicker({ jobId, current, onPick }: Props) {
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<number>(JobStatus.Open);
  const [pages, setPages] = useState(1);
  const { data, isFetching, isError, refetch } = useRecruitJobs({ keyword, status, pageSize: Math.min(PAGE_SIZE_MAX, 30 * pages) });
  const counts = useJobCounts(data?.list.map((j) => j.id) ?? []);

  // Without a job in the address the first one opens; with one, its row names it.
  useEffect(() => {
    if (!data) return;
    const found = jobId === null ? data.list[0] : current?.id === jobId ? undefined : data.list.find((j) => j.id === jobId);
    if (found) onPick(found, true);
  }, [data, jobId, current, onPick]);

  return (
    <nav className="bole-rp-jobs" aria-label="选择职位">
      <div className="bole-rp-jobs-head">
        <div className="bole-rp-jobs-title">
          职位 <small>{data ? `共 ${data.total} 个` : ''}</small>
        </div>
        <SearchInput
          label="搜索职位"
          placeholder="搜索职位名称"
          onSearch={(value) => {
            setKeyword(value.trim());
            setPages(1);
          }}
        />
        <Segmented
          aria-label="职位状态"
          options={STATUS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPages(1);
          }}
        />
      </div>
      <ul className="bole-rp-jobs-list">
        {data?.list.map((job) => (
          <li key={job.id}>
            <button type="button" className="bole-rp-job" aria-current={job.id === jobId} onClick={() => onPick(job, false)}>
              <span className="bole-rp-job-main">
                <span className="bole-rp-job-name" title={job.name}>
                  {job.name}
                </span>
                <span className="bole-rp-job-sub">{[job.orgName, job.workPlace].filter(Boolean).join(' · ') || '未填写部门和地点'}</span>
              </span>
              {counts.has(job.id) && (
                <span className="bole-rp-count" title="招聘中的候选人" aria-label={`招聘中${counts.get(job.id)}人`}>
                  {counts.get(job.id)}
                </span>
              )}
            </button>
          </li>
        ))}
        {data && data.list.length === 0 && <li className="bole-board-col-empty">{keyword ? '没有符合条件的职位' : status === JobStatus.Open ? '还没有招聘中的职位' : '没有已关闭的职位'}</li>}
        {!data && isFetching && <li className="bole-board-col-empty">加载中…</li>}
        {isError && !data && (
          <li className="bole-board-col-empty">
            职位加载失败，
            <button type="button" className="bole-rp-link" onClick={() => void refetch()}>
              重试
            </button>
          </li>
        )}
      </ul>
      {data && data.total > data.list.length && (
        <div className="bole-rp-jobs-foot">
          {data.list.length < PAGE_SIZE_MAX ? (
            <button type="button" className="bole-rp-link" disabled={isFetching} onClick={() => setPages((p) => p + 1)}>
              {isFetching ? '加载中…' : '加载更多职位'}
            </button>
          ) : (
            <span className="bole-rp-muted">已显示前{PAGE_SIZE_MAX}个职位，请搜索职位名称</span>
          )}
        </div>
      )}
    </nav>
  );
}
