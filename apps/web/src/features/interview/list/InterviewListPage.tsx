// /recruit/interview 面试管理: the interviews the user may see (an interviewer his own, HR those of
// his jobs), filtered by date range (China time), job, interviewer, round, result (0-9), signed in
// and name; a row opens its drawer; 改期 and 取消面试 with 220007.
import { codeOptions, interviewResultLabels, JobStatus, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, Perm, type InterviewDetail, type InterviewListItem, type JobPage } from '@bole/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAccountOptions } from '../../../api/account-options';
import { http } from '../../../api/http';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable } from '../../../components/table/SimpleTable';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { chinaTime } from '../../../lib/time';
import { useInterview, useInterviews, useRounds } from '../api/interviews';
import { interviewColumns } from './columns';
import '../interview.css';

const ArrangeInterviewDialog = lazyNamed(() => import('../arrange/ArrangeInterviewDialog'), 'ArrangeInterviewDialog');
const CancelInterviewDialog = lazyNamed(() => import('./CancelInterviewDialog'), 'CancelInterviewDialog');
const InterviewDrawer = lazyNamed(() => import('./InterviewDrawer'), 'InterviewDrawer');

const DAY = 'YYYY-MM-DD';
const RESULTS = codeOptions(interviewResultLabels);
const SIGNED = [
  { value: 'true', label: '已签到' },
  { value: 'false', label: '未签到' },
];

export type InterviewListParams = {
  page: number;
  pageSize: number;
  from?: string;
  to?: string;
  jobId?: number;
  interviewerId?: number;
  round?: number;
  result?: number;
  signedIn?: boolean;
  keyword?: string;
  cancelled?: boolean;
};

function useJobOptions() {
  return useQuery({
    queryKey: ['interview', 'job-options'],
    queryFn: () => http.get<JobPage>('/api/jobs', { status: JobStatus.Open, page: 1, pageSize: PAGE_SIZE_MAX }, { silent: true }),
    select: (page) => page.list.map((j) => ({ value: j.id, label: j.name })),
    staleTime: 60_000,
  });
}

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));
// 今天 / 本周 / 本月 beside the two native date inputs (China days); antd's RangePicker would
// bring dayjs pickers into this page.
const DATE_PRESETS = [
  { label: '今天', range: () => ({ from: chinaTime().format(DAY), to: chinaTime().format(DAY) }) },
  { label: '本周', range: () => ({ from: chinaTime().startOf('week').format(DAY), to: chinaTime().endOf('week').format(DAY) }) },
  { label: '本月', range: () => ({ from: chinaTime().startOf('month').format(DAY), to: chinaTime().endOf('month').format(DAY) }) },
];

/** From today on (China time): what HR looks at most. */
const initialParams = (): InterviewListParams => ({ page: 1, pageSize: PAGE_SIZE_DEFAULT, from: chinaTime().format(DAY) });

export function InterviewListPage({ title }: { title: string }) {
  const [params, setParams] = useState<InterviewListParams>(initialParams);
  const set = (patch: Partial<InterviewListParams>) => setParams((p) => ({ ...p, ...patch, page: 1 }));
  const { data, isLoading, isFetching, isError } = useInterviews(params);
  const canEdit = usePermission(Perm.InterviewEdit);
  const { options: people } = useAccountOptions();
  const { data: jobs } = useJobOptions();
  const { data: rounds } = useRounds();
  const [open, setOpen] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<InterviewListItem | null>(null);
  // 改期 needs the whole interview (contact, registration form): the dialog opens once it is loaded
  // (at once from the drawer, which loaded it already).
  const [moving, setMoving] = useState<number | null>(null);
  const movingDetail = useInterview(moving);
  const rescheduled: InterviewDetail | null = moving !== null && movingDetail.data?.id === moving ? movingDetail.data : null;

  useEffect(() => {
    document.title = `${title} - 伯乐招聘`;
  }, [title]);

  const columns = interviewColumns({
    canEdit,
    onOpen: (i) => setOpen(i.id),
    onReschedule: (i) => {
      ArrangeInterviewDialog.preload();
      setMoving(i.id);
    },
    onCancel: setCancelling,
  });
  const filtered = Boolean(params.jobId || params.interviewerId || params.round || params.result !== undefined || params.signedIn !== undefined || params.keyword || params.to);

  return (
    <section aria-label={title} className="bole-iv-page">
      <PageHeader title={title} description="查看和管理面试安排：改期、取消会通知候选人和面试官，并更新日历邀请。" />
      <Panel>
        <div className="bole-iv-filters" role="search" aria-label="筛选面试">
          <span className="bole-iv-dates" role="group" aria-label="面试日期">
            <input type="date" className="bole-iv-select" aria-label="面试日期从" value={params.from ?? ''} max={params.to} onChange={(e) => set({ from: e.target.value || undefined })} />
            <span aria-hidden="true">至</span>
            <input type="date" className="bole-iv-select" aria-label="面试日期到" value={params.to ?? ''} min={params.from} onChange={(e) => set({ to: e.target.value || undefined })} />
            {DATE_PRESETS.map((preset) => (
              <button key={preset.label} type="button" className="bole-iv-preset" onClick={() => set(preset.range())}>
                {preset.label}
              </button>
            ))}
          </span>
          <select className="bole-iv-select" aria-label="职位" value={params.jobId ?? ''} onChange={(e) => set({ jobId: numberOrUndefined(e.target.value) })} style={{ width: 180 }}>
            <option value="">全部职位</option>
            {(jobs ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <select className="bole-iv-select" aria-label="面试官" value={params.interviewerId ?? ''} onChange={(e) => set({ interviewerId: numberOrUndefined(e.target.value) })} style={{ width: 140 }}>
            <option value="">全部面试官</option>
            {people.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <select className="bole-iv-select" aria-label="轮次" value={params.round ?? ''} onChange={(e) => set({ round: numberOrUndefined(e.target.value) })} style={{ width: 120 }}>
            <option value="">全部轮次</option>
            {(rounds ?? []).map((r) => (
              <option key={r.number} value={r.number}>
                {r.name}
              </option>
            ))}
          </select>
          <select className="bole-iv-select" aria-label="面试结果" value={params.result ?? ''} onChange={(e) => set({ result: numberOrUndefined(e.target.value) })} style={{ width: 140 }}>
            <option value="">全部结果</option>
            {RESULTS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <select
            className="bole-iv-select"
            aria-label="签到状态"
            value={params.signedIn === undefined ? '' : String(params.signedIn)}
            onChange={(e) => set({ signedIn: e.target.value === '' ? undefined : e.target.value === 'true' })}
            style={{ width: 120 }}
          >
            <option value="">签到状态</option>
            {SIGNED.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <SearchInput label="搜索候选人" placeholder="候选人姓名" onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })} style={{ width: 180 }} />
          <label className="bole-iv-check">
            <input type="checkbox" checked={params.cancelled ?? false} onChange={(e) => set({ cancelled: e.target.checked || undefined })} />
            含已取消
          </label>
        </div>
        <div style={{ marginTop: 12 }}>
          {isError && !data ? (
            <InlineAlert type="error" title="面试列表加载失败，请稍后刷新重试" />
          ) : (
            <SimpleTable<InterviewListItem>
              caption="面试列表"
              columns={columns}
              rows={data?.list}
              rowKey={(i) => i.id}
              loading={isLoading || isFetching}
              minWidth={1100}
              size="middle"
              empty={
                <Empty
                  description={filtered ? '没有符合条件的面试，试试调整筛选条件' : '暂无面试安排：在流程管理中对面试阶段的候选人点「安排面试」'}
                  style={{ margin: '24px 0' }}
                />
              }
            />
          )}
          {data && data.total > 0 && (
            <Pager
              page={params.page}
              pageSize={data.pageSize}
              total={data.total}
              unit="场面试"
              onChange={(page) => setParams((p) => ({ ...p, page }))}
              onPageSizeChange={(pageSize) => setParams((p) => ({ ...p, pageSize, page: 1 }))}
            />
          )}
        </div>
      </Panel>
      <MountOnOpen open={open !== null}>
        <InterviewDrawer
          id={open}
          canEdit={canEdit}
          onClose={() => setOpen(null)}
          onReschedule={(iv) => setMoving(iv.id)}
          onCancel={(iv) => setCancelling(iv)}
        />
      </MountOnOpen>
      <MountOnOpen open={rescheduled !== null}>
        <ArrangeInterviewDialog
          open={rescheduled !== null}
          applications={rescheduled ? [{ id: rescheduled.applicationId, name: rescheduled.candidateName }] : []}
          jobId={rescheduled?.jobId ?? null}
          interview={rescheduled}
          onClose={() => setMoving(null)}
        />
      </MountOnOpen>
      <MountOnOpen open={cancelling !== null}>
        <CancelInterviewDialog interview={cancelling} onClose={() => setCancelling(null)} />
      </MountOnOpen>
    </section>
  );
}
