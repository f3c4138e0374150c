// /lite/cvscreen 简历筛选: the resumes HR pushed to the hiring manager as cards (one column on a
// phone), filtered by state and job in the address, with 通过 / 未通过 / 待定 on each card.
import { PAGE_SIZE_DEFAULT, RecommendationFeedback } from '@bole/domain';
import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page/PageHeader';
import { Empty } from '../../../components/plain/Empty';
import { Segmented } from '../../../components/plain/Segmented';
import { Pager } from '../../../components/table/Pager';
import { useScreening } from '../api/get-screening';
import { useScreeningJobs } from '../api/get-screening-jobs';
import { ScreenCard } from './ScreenCard';
import './cvscreen.css';

const STATES = [
  { value: RecommendationFeedback.Awaiting, label: '待反馈' },
  { value: RecommendationFeedback.Pending, label: '待定' },
  { value: RecommendationFeedback.Passed, label: '通过' },
  { value: RecommendationFeedback.Failed, label: '未通过' },
  { value: 0, label: '全部' },
] as const;

const EMPTY: Record<number, string> = {
  1: '没有待反馈的简历，HR推荐简历给您后会显示在这里',
  4: '没有待定的简历',
  2: '还没有通过的简历',
  3: '还没有未通过的简历',
  0: 'HR还没有推荐简历给您',
};

const numberParam = (value: string | null, fallback: number) => (value !== null && /^\d+$/.test(value) ? Number(value) : fallback);

export function CvScreenPage({ title }: { title: string }) {
  const [search, setSearch] = useSearchParams();
  // No state in the address is 待反馈; 全部 is written as 'all'.
  const feedback = search.get('feedback') === 'all' ? 0 : numberParam(search.get('feedback'), RecommendationFeedback.Awaiting);
  const jobId = numberParam(search.get('jobId'), 0);
  const page = numberParam(search.get('page'), 1);
  const { data, isFetching, isLoading } = useScreening({ feedback: feedback || undefined, jobId: jobId || undefined, page, pageSize: PAGE_SIZE_DEFAULT });
  const { data: jobs } = useScreeningJobs();
  const awaiting = (jobs ?? []).reduce((sum, j) => sum + j.awaiting, 0);

  const update = (patch: Record<string, number | string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, String(value));
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setSearch(next, { replace: true });
  };

  return (
    <section aria-label={title} className="bole-screen-page">
      <PageHeader title={title} description={awaiting > 0 ? `有 ${awaiting} 份简历等待您反馈` : 'HR推荐给您的简历，请查看后反馈通过、未通过或待定'} />
      <div className="bole-screen-filters">
        <div className="bole-screen-states">
          <Segmented aria-label="反馈状态" options={STATES} value={feedback} onChange={(value) => update({ feedback: value === RecommendationFeedback.Awaiting ? undefined : value || 'all' })} />
        </div>
        <Select
          aria-label="应聘职位"
          className="bole-screen-job"
          value={jobId || undefined}
          placeholder="全部职位"
          allowClear
          options={(jobs ?? []).map((j) => ({ value: j.id, label: j.awaiting > 0 ? `${j.name}（${j.awaiting}待反馈）` : j.name }))}
          onChange={(value?: number) => update({ jobId: value })}
        />
      </div>
      {!isLoading && data?.list.length === 0 && <Empty description={jobId ? '该职位下没有符合条件的简历' : EMPTY[feedback]} style={{ margin: '48px 0' }} />}
      <div className="bole-screen-list" aria-busy={isFetching}>
        {data?.list.map((item) => <ScreenCard key={item.id} item={item} />)}
      </div>
      {data && data.total > PAGE_SIZE_DEFAULT && <Pager page={page} pageSize={PAGE_SIZE_DEFAULT} total={data.total} unit="份简历" onChange={(next) => update({ page: next })} />}
    </section>
  );
}
