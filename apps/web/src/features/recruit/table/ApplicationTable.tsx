// The table view of a job's candidates: keyword, stage, source and the job-list filter flags the
// server answers, one page at a time, with row selection for 批量移动/批量淘汰 and each row's
// actions; a 匹配分 column when the job has a 简历评分规则; 导出 of what the filters find (220014).
import { DownloadOutlined, EllipsisOutlined } from '@ant-design/icons';
import { applicationSourceLabels, jobListFilterLabels, Perm, type ApplicationCard, type ApplicationRow, type ApplicationSource } from '@bole/domain';
import { useState } from 'react';
import { Empty } from '../../../components/plain/Empty';
import { ActionMenu } from '../../../components/plain/ActionMenu';
import { PlainButton } from '../../../components/plain/PlainButton';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { formatDateTime } from '../../../lib/time';
import { canArrangeFrom, canPushFrom, cardActions, type ActionKey, type ActionRights } from '../actions/card-actions';
import { exportApplications } from '../api/export-applications';
import { useApplications } from '../api/get-applications';
import { useMatchScores } from '../api/get-match-scores';
import { ScoreBadge } from '../score/ScoreBadge';
import type { useMoveCards } from '../board/use-move-cards';
import type { BoardStage } from '../board/use-board-columns';
import { BulkBar } from '../shared/BulkBar';
import { useChannelOptions } from '../../../api/channel-options';
import { usePermission } from '../../../api/permission';
import { cardFacts, originText, outcomeTag } from '../shared/format';
import { tableParams, withFilter, type ProcessQuery } from '../job/process-query';

type Props = {
  jobId: number;
  query: ProcessQuery;
  onQuery: (next: ProcessQuery) => void;
  stages: readonly Omit<BoardStage, 'cards' | 'nextCursor' | 'count'>[];
  rights: ActionRights;
  /** The job has a 简历评分规则: the rows show their match score. */
  scored: boolean;
  mover: ReturnType<typeof useMoveCards>;
  onOpen: (row: ApplicationRow) => void;
  onAction: (key: ActionKey, row: ApplicationCard) => void;
  onPickStage: (rows: ApplicationCard[]) => void;
  onPush: (rows: ApplicationCard[]) => void;
  /** 安排面试 for the selected candidates (all in interview stages). */
  onArrange: (rows: ApplicationCard[]) => void;
  /** 批量淘汰: opens the eliminate dialog for the selected candidates. */
  onEliminate: (rows: ApplicationCard[]) => void;
};

const SOURCES = Object.entries(applicationSourceLabels) as [ApplicationSource, string][];

export function ApplicationTable({ jobId, query, onQuery, stages, rights, scored, mover, onOpen, onAction, onPickStage, onPush, onArrange, onEliminate }: Props) {
  const { data, isFetching, isError, refetch } = useApplications(jobId, tableParams(query));
  const [selected, setSelected] = useState<ReadonlyMap<number, ApplicationRow>>(new Map());
  const rows = data?.list;
  const { data: channels } = useChannelOptions();
  const scores = useMatchScores(jobId, rows?.map((r) => r.resumeId) ?? [], scored);
  const allOnPage = rows !== undefined && rows.length > 0 && rows.every((r) => selected.has(r.id));
  const filtered = query.keyword !== '' || query.stageId !== null || query.source !== null || query.flags.length > 0;
  const canExport = usePermission(Perm.ProcessExport);
  const [exporting, setExporting] = useState(false);
  // 导出: the rows these filters find (every page, up to the server's cap), as .xlsx.
  const runExport = async () => {
    setExporting(true);
    const { page: _page, pageSize: _pageSize, ...filters } = tableParams(query);
    await exportApplications(jobId, filters).finally(() => setExporting(false));
  };

  const toggle = (row: ApplicationRow, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      rows?.forEach((r) => (on ? next.set(r.id, r) : next.delete(r.id)));
      return next;
    });

  const scoreColumn: Column<ApplicationRow> = { key: 'score', title: '匹配分', width: 80, render: (row) => <ScoreBadge match={scores.get(row.resumeId)} /> };
  const columns: Column<ApplicationRow>[] = [
    {
      key: 'name',
      title: '候选人',
      width: 200,
      fixed: 'left',
      render: (row) => (
        <div className="bole-rp-table-name">
          {rights.move && <input type="checkbox" aria-label={`选择${row.name}`} checked={selected.has(row.id)} onChange={(e) => toggle(row, e.target.checked)} />}
          <div style={{ minWidth: 0 }}>
            <button type="button" className="bole-rp-link bole-rp-name" onClick={() => onOpen(row)}>
              {row.name}
            </button>
            <div className="bole-rp-job-sub">{cardFacts(row) || '-'}</div>
          </div>
        </div>
      ),
    },
    ...(scored ? [scoreColumn] : []),
    { key: 'stage', title: '当前阶段', width: 120, ellipsis: true, render: (row) => row.stage.name },
    {
      key: 'state',
      title: '状态',
      width: 120,
      render: (row) => {
        const tag = outcomeTag(row);
        if (!tag) return <span className="bole-cand-tag">招聘中</span>;
        return (
          <>
            <span className={`bole-cand-tag is-${tag.tone}`}>{tag.label}</span>
            {row.eliminateReason && (
              <div className="bole-rp-job-sub" title={row.eliminateReason}>
                {row.eliminateReason}
              </div>
            )}
          </>
        );
      },
    },
    { key: 'work', title: '最近工作', width: 180, ellipsis: true, render: (row) => [row.lastCompany, row.lastJobTitle].filter(Boolean).join(' · ') || '-' },
    { key: 'source', title: '来源', width: 100, ellipsis: true, render: (row) => originText(row, channels) },
    { key: 'applied', title: '投递日期', width: 110, render: (row) => formatDateTime(row.createdAt, 'YYYY-MM-DD') },
    { key: 'entered', title: '进入阶段', width: 110, render: (row) => <span title={formatDateTime(row.stageEnteredAt)}>{formatDateTime(row.stageEnteredAt, 'YYYY-MM-DD')}</span> },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      fixed: 'right',
      render: (row) => {
        const items = cardActions(row, stages, rights);
        return items.length === 0 ? (
          '-'
        ) : (
          <ActionMenu
            label={`${row.name}的操作`}
            items={items}
            onSelect={(key) => {
              const k = key as ActionKey;
              if (k === 'move') onPickStage([row]);
              else if (k === 'next') {
                const next = stages[stages.findIndex((s) => s.id === row.stageId) + 1];
                if (next) mover.move([row], next.id);
              } else onAction(k, row);
            }}
            trigger={(menu) => (
              <button {...menu} type="button" className="bole-rp-link" aria-label={`${row.name}的更多操作`}>
                <EllipsisOutlined /> 操作
              </button>
            )}
          />
        );
      },
    },
  ];

  return (
    <div>
      <div className="bole-rp-tools">
        <SearchInput key={query.keyword} label="搜索候选人" placeholder="姓名、手机号或邮箱" defaultValue={query.keyword} onSearch={(keyword) => onQuery(withFilter(query, { keyword: keyword.trim() }))} style={{ width: 260 }} />
        <select className="bole-page-size" aria-label="阶段" value={query.stageId ?? ''} onChange={(e) => onQuery(withFilter(query, { stageId: e.target.value ? Number(e.target.value) : null }))}>
          <option value="">全部阶段</option>
          {stages.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <select className="bole-page-size" aria-label="来源" value={query.source ?? ''} onChange={(e) => onQuery(withFilter(query, { source: (e.target.value || null) as ApplicationSource | null }))}>
          <option value="">全部来源</option>
          {SOURCES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {filtered && (
          <button type="button" className="bole-rp-link" onClick={() => onQuery(withFilter(query, { keyword: '', stageId: null, source: null, flags: [] }))}>
            清除筛选
          </button>
        )}
        {canExport && (
          <PlainButton className="bole-rp-tools-end" icon={<DownloadOutlined />} loading={exporting} disabled={!data || data.total === 0} onClick={() => void runExport()}>
            导出
          </PlainButton>
        )}
      </div>
      {data && data.flags.length > 0 && (
        <div className="bole-rp-flags" role="group" aria-label="筛选条件">
          {data.flags.map((flag) => {
            const on = query.flags.includes(flag);
            return (
              <button
                key={flag}
                type="button"
                className="bole-rp-chip"
                aria-pressed={on}
                onClick={() => onQuery(withFilter(query, { flags: on ? query.flags.filter((f) => f !== flag) : [...query.flags, flag] }))}
              >
                {jobListFilterLabels[flag]}
              </button>
            );
          })}
        </div>
      )}
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          stages={stages}
          busy={mover.busy.size > 0}
          onMove={(stageId) => {
            mover.move([...selected.values()], stageId);
            setSelected(new Map());
          }}
          onArrange={
            [...selected.values()].every((r) => r.recruitmentState === null && canArrangeFrom(stages.find((s) => s.id === r.stageId), rights))
              ? () => onArrange([...selected.values()])
              : undefined
          }
          onPush={
            [...selected.values()].every((r) => r.recruitmentState === null && canPushFrom(stages.find((s) => s.id === r.stageId), rights))
              ? () => onPush([...selected.values()])
              : undefined
          }
          onEliminate={rights.eliminate && [...selected.values()].every((r) => r.outcome === null) ? () => (onEliminate([...selected.values()]), setSelected(new Map())) : undefined}
          onClear={() => setSelected(new Map())}
        />
      )}
      {rights.move && rows && rows.length > 0 && (
        <label className="bole-rp-muted" style={{ display: 'inline-flex', gap: 6, marginBottom: 8, fontSize: 13 }}>
          <input type="checkbox" checked={allOnPage} onChange={(e) => toggleAll(e.target.checked)} />
          选择本页
        </label>
      )}
      {isError && !data ? (
        <Empty description="候选人加载失败" style={{ margin: '32px 0' }}>
          <PlainButton onClick={() => void refetch()}>重试</PlainButton>
        </Empty>
      ) : (
        <SimpleTable<ApplicationRow>
          caption="候选人列表"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={isFetching}
          minWidth={scored ? 1080 : 1000}
          size="middle"
          empty={<Empty description={filtered ? '没有符合条件的候选人' : '这个范围内还没有候选人'} style={{ margin: '32px 0' }} />}
        />
      )}
      {data && data.total > 0 && (
        <Pager
          page={query.page}
          pageSize={query.pageSize}
          total={data.total}
          unit="位候选人"
          pageSizeOptions={[20, 50, 100]}
          onChange={(page) => onQuery({ ...query, page })}
          onPageSizeChange={(pageSize) => onQuery({ ...query, page: 1, pageSize })}
        />
      )}
    </div>
  );
}
