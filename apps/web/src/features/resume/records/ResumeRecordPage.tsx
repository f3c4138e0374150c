// /user/other/resumerecord 简历操作记录: every change to the company's resumes, who made it and
// when, filtered by operator, action and date (China time).
import { CloseOutlined } from '@ant-design/icons';
import { codeOptions, PAGE_SIZE_DEFAULT, resumeActionLabels, type ResumeRecord } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page/PageHeader';
import { chinaTime } from '../../../lib/time';
import { useAccountOptions } from '../../../api/account-options';
import { useCompanyRecords, type CompanyRecordParams } from '../api/get-company-records';
import { ChangeList } from '../history/RecordItem';
import { ErrorPanel } from '../shared/ErrorPanel';
import { EmptyState } from '../shared/EmptyState';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import '../shared/table.css';
import { timeText } from '../shared/format';
import { Chip, FilterChips } from '../list/FilterChips';
import '../resume.css';

const DateRange = lazy(() => import('./DateRange'));
const OperatorPicker = lazy(() => import('./OperatorPicker'));

const ACTIONS = codeOptions(resumeActionLabels);
const DAY = 'YYYY-MM-DD';

/** Date presets: today, the last 7 and 30 days (inclusive of today, China time). */
const PRESETS = [
  { key: 'today', label: '今天', days: 0 },
  { key: '7', label: '最近7天', days: 6 },
  { key: '30', label: '最近30天', days: 29 },
] as const;

function presetRange(days: number): { dateFrom: string; dateTo: string } {
  const today = chinaTime();
  return { dateFrom: today.subtract(days, 'day').format(DAY), dateTo: today.format(DAY) };
}

const columns: Column<ResumeRecord>[] = [
  { key: 'time', title: '操作时间', width: 150, render: (r) => <span className="bole-nowrap">{timeText(r.createdAt)}</span> },
  { key: 'operator', title: '操作人', width: 110, render: (r) => r.operatorName || '系统' },
  { key: 'action', title: '操作', width: 120, render: (r) => <span className={`bole-action-pill bole-action-${r.action}`}>{r.actionLabel}</span> },
  { key: 'resume', title: '简历', width: 140, render: (r) => <Link to={`/resume/detail/${r.resumeId}`}>{r.resumeName}</Link> },
  { key: 'changes', title: '变更内容', render: (r) => (r.changes.length > 0 || r.note ? <ChangeList record={r} /> : <span className="bole-muted">—</span>) },
];

export function ResumeRecordPage({ title }: { title: string }) {
  const [params, setParams] = useState<CompanyRecordParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const [custom, setCustom] = useState(false);
  const { names } = useAccountOptions();
  const [pickingOperator, setPickingOperator] = useState(false);
  const { data, isLoading, isFetching, isError, refetch } = useCompanyRecords(params);
  const set = (patch: CompanyRecordParams) => setParams((p) => ({ ...p, ...patch, page: 1 }));
  const preset = PRESETS.find((p) => {
    const r = presetRange(p.days);
    return !custom && params.dateFrom === r.dateFrom && params.dateTo === r.dateTo;
  });
  const filtered = Boolean(params.operatorId || params.action || params.dateFrom || params.dateTo);

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="记录企业人才库中每一份简历的新增、编辑、标签、移交、合并和删除，可追溯谁在何时改了什么。" />
      <div className="bole-pool-panel">
        <div className="bole-filter-panel bole-filter-panel-flat">
          <div className="bole-filter-row" role="group" aria-label="操作人">
            <span className="bole-filter-label">操作人</span>
            <div className="bole-filter-options">
              <Chip active={!params.operatorId} onClick={() => set({ operatorId: undefined })}>
                不限
              </Chip>
              {params.operatorId && (
                <Chip active onClick={() => set({ operatorId: undefined })}>
                  {names.get(params.operatorId) ?? `账号 #${params.operatorId}`} <CloseOutlined aria-label="移除" />
                </Chip>
              )}
              {pickingOperator ? (
                <Suspense fallback={null}>
                  <OperatorPicker value={params.operatorId ?? undefined} onChange={(operatorId) => { set({ operatorId }); setPickingOperator(false); }} onClose={() => setPickingOperator(false)} />
                </Suspense>
              ) : (
                <button type="button" className="bole-link-button" onClick={() => setPickingOperator(true)}>
                  选择操作人
                </button>
              )}
            </div>
          </div>
          <FilterChips label="操作类型" options={ACTIONS} selected={params.action ? [params.action] : []} onChange={([action]) => set({ action })} />
          <div className="bole-filter-row" role="group" aria-label="操作时间">
            <span className="bole-filter-label">操作时间</span>
            <div className="bole-filter-options">
              <Chip active={!params.dateFrom && !params.dateTo && !custom} onClick={() => { setCustom(false); set({ dateFrom: undefined, dateTo: undefined }); }}>
                不限
              </Chip>
              {PRESETS.map((p) => (
                <Chip key={p.key} active={preset?.key === p.key} onClick={() => { setCustom(false); set(presetRange(p.days)); }}>
                  {p.label}
                </Chip>
              ))}
              <Chip active={custom} onClick={() => setCustom(true)}>
                自定义
              </Chip>
              {custom && (
                <Suspense fallback={null}>
                  <DateRange from={params.dateFrom ?? undefined} to={params.dateTo ?? undefined} onChange={(dateFrom, dateTo) => set({ dateFrom, dateTo })} />
                </Suspense>
              )}
            </div>
          </div>
          {filtered && (
            <div className="bole-filter-footer">
              <span className="bole-muted">已按条件筛选</span>
              <button type="button" className="bole-link-button" onClick={() => { setCustom(false); setParams({ page: 1, pageSize: params.pageSize }); }}>
                清空筛选
              </button>
            </div>
          )}
        </div>
        {isError && !data ? (
          <ErrorPanel title="操作记录加载失败" onRetry={() => void refetch()} />
        ) : (
          <SimpleTable
            caption="简历操作记录"
            columns={columns}
            rows={data?.list}
            rowKey={(r) => r.id}
            loading={isLoading || isFetching}
            empty={<EmptyState title={filtered ? '没有符合条件的操作记录' : '暂无操作记录'} description={filtered ? '试试调整操作人、操作类型或时间范围' : '新增或编辑简历后，操作会记录在这里'} />}
          />
        )}
        {data && data.total > 0 && <Pager page={params.page ?? 1} pageSize={data.pageSize} total={data.total} unit="条记录" onChange={(page) => setParams((p) => ({ ...p, page }))} />}
      </div>
    </section>
  );
}
