// /recruit/interview/calendar 面试日历: the interviews and meeting room bookings by day, week,
// month, and a day's rooms side by side (会议室视图), in China time. Clicking an interview opens
// its details; with 220007 an interview can be dragged to another time, day or room: after a
// confirmation (whom to tell) it goes through 改期 with the same checks and notices, and a
// refusal (a clash) is shown and the block goes back.
import { Perm, type InterviewCalendar, type InterviewDetail, type InterviewListItem } from '@bole/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccountOptions } from '../../../api/account-options';
import { http } from '../../../api/http';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Segmented } from '../../../components/plain/Segmented';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { useInterview } from '../api/interviews';
import { interviewKeys } from '../api/keys';
import { toBlocks, type Block, type Move } from './blocks';
import { dayOf, instantAt, minutesInto, stepAnchor, today, viewDays, viewRange, viewTitle, weekdayOf, type CalendarView } from './layout';
import { MonthGrid } from './MonthGrid';
import { MoveDialog, type PendingMove } from './MoveDialog';
import { TimeGrid, type GridColumn } from './TimeGrid';
import './calendar.css';

const InterviewDrawer = lazyNamed(() => import('../list/InterviewDrawer'), 'InterviewDrawer');
const ArrangeInterviewDialog = lazyNamed(() => import('../arrange/ArrangeInterviewDialog'), 'ArrangeInterviewDialog');
const CancelInterviewDialog = lazyNamed(() => import('../list/CancelInterviewDialog'), 'CancelInterviewDialog');

const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'day', label: '日' },
  { value: 'week', label: '周' },
  { value: 'month', label: '月' },
  { value: 'room', label: '会议室' },
];
const isView = (v: string | null): v is CalendarView => VIEWS.some((o) => o.value === v);
const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const LEGEND = [
  ['planned', '待面试'],
  ['signed', '已签到'],
  ['passed', '通过'],
  ['failed', '未通过/未到场'],
  ['done', '其他结果'],
  ['booking', '会议室占用'],
] as const;

export function CalendarPage({ title }: { title: string }) {
  const [search, setSearch] = useSearchParams();
  const view: CalendarView = isView(search.get('view')) ? (search.get('view') as CalendarView) : 'week';
  const anchor = isDay(search.get('date')) ? search.get('date')! : today();
  const go = (patch: { view?: CalendarView; date?: string }) =>
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        if (patch.view) next.set('view', patch.view);
        if (patch.date) next.set('date', patch.date);
        return next;
      },
      { replace: true },
    );
  const [interviewerId, setInterviewerId] = useState<number | undefined>();
  const range = viewRange(view, anchor);
  const params = { ...range, interviewerId };
  const { data, isError, isFetching } = useQuery({
    queryKey: [...interviewKeys.all, 'calendar', params],
    queryFn: ({ signal }) => http.get<InterviewCalendar>('/api/interviews/calendar', params, { signal }),
    placeholderData: keepPreviousData,
  });
  const canEdit = usePermission(Perm.InterviewEdit);
  const { options: people } = useAccountOptions();
  const [moves, setMoves] = useState<ReadonlyMap<number, Move>>(new Map());
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [rescheduled, setRescheduled] = useState<InterviewDetail | null>(null);
  const [cancelling, setCancelling] = useState<InterviewListItem | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    document.title = `${title} - 伯乐招聘`;
  }, [title]);
  // Details of the interview being opened load while the drawer's code does.
  useInterview(open);

  const blocks = useMemo(() => toBlocks(data, moves), [data, moves]);
  // Others' room bookings (已占用) only matter in the room view to those who see only their own.
  const dayBlocks = data?.ownOnly ? blocks.filter((b) => b.kind === 'interview') : blocks;
  const days = viewDays(view, anchor);
  const todayDay = dayOf(now);
  const canDrag = (b: Block) => canEdit && b.kind === 'interview' && b.interview !== null && !b.interview.signedIn && b.interview.result === 0;

  const propose = (block: Block, startAt: string, roomId: number | null) => {
    if (!block.interview) return;
    const endAt = new Date(Date.parse(startAt) + block.minutes * 60_000).toISOString();
    if (Date.parse(startAt) === Date.parse(block.startAt) && roomId === block.roomId) return;
    setRefusal(null);
    setMoves((m) => new Map(m).set(block.interview!.id, { startAt, endAt, roomId }));
    setPending({ block, startAt, endAt, roomId, roomName: roomId === null ? null : (data?.rooms.find((r) => r.id === roomId)?.name ?? null) });
  };
  const settle = (id: number, refused?: string) => {
    setMoves((m) => {
      const next = new Map(m);
      next.delete(id);
      return next;
    });
    setPending(null);
    if (refused) setRefusal(refused);
  };

  const columns: GridColumn[] =
    view === 'room'
      ? [
          { key: 'none', day: anchor, header: <span className="bole-cal-room-head">未指定会议室</span>, roomId: null, isToday: anchor === todayDay, blocks: blocks.filter((b) => b.kind === 'interview' && b.roomId === null) },
          ...(data?.rooms ?? []).map((r) => ({
            key: `r:${r.id}`,
            day: anchor,
            header: (
              <span className="bole-cal-room-head">
                {r.name}
                {r.capacity ? <small>{r.capacity}人</small> : null}
              </span>
            ),
            roomId: r.id,
            isToday: anchor === todayDay,
            blocks: blocks.filter((b) => b.roomId === r.id),
          })),
        ]
      : days.map((day) => ({
          key: day,
          day,
          header: (
            <button type="button" className="bole-cal-dayhead" onClick={() => go({ view: 'day', date: day })} aria-label={`查看${day}的日视图`}>
              <span>{weekdayOf(day)}</span>
              <strong>{Number(day.slice(8))}</strong>
            </button>
          ),
          isToday: day === todayDay,
          blocks: dayBlocks,
        }));

  return (
    <section aria-label={title} className="bole-cal-page">
      <PageHeader title={title} description="按日、周、月或会议室查看面试与会议室占用；拖动面试可改期，改期会检查冲突并通知候选人和面试官。" />
      <Panel>
        <div className="bole-cal-toolbar">
          <Button onClick={() => go({ date: today() })}>今天</Button>
          <div className="bole-cal-steps">
            <Button aria-label="上一段" onClick={() => go({ date: stepAnchor(view, anchor, -1) })}>
              ‹
            </Button>
            <Button aria-label="下一段" onClick={() => go({ date: stepAnchor(view, anchor, 1) })}>
              ›
            </Button>
          </div>
          <h2 className="bole-cal-title" aria-live="polite">
            {viewTitle(view, anchor)}
            {isFetching && <span className="bole-cal-loading">加载中…</span>}
          </h2>
          {data && !data.ownOnly && (
            // A native select: antd's searchable Select would add about 17 KB to the page.
            <select className="bole-cal-select" aria-label="面试官" value={interviewerId ?? ''} onChange={(e) => setInterviewerId(e.target.value ? Number(e.target.value) : undefined)}>
              <option value="">全部面试官</option>
              {people.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          )}
          <Segmented aria-label="日历视图" options={VIEWS} value={view} onChange={(v) => go({ view: v })} />
        </div>
        <ul className="bole-cal-legend" aria-label="图例">
          {LEGEND.map(([tone, label]) => (
            <li key={tone}>
              <span className={`bole-cal-swatch is-${tone}`} aria-hidden="true" />
              {label}
            </li>
          ))}
          {data?.ownOnly && <li className="bole-cal-note">只显示您参与的面试</li>}
          {canEdit && <li className="bole-cal-note">拖动面试即可改期</li>}
        </ul>
        {refusal && <InlineAlert className="bole-cal-alert" title="改期未成功，面试保持原时间" description={refusal} onClose={() => setRefusal(null)} />}
        {isError && <InlineAlert className="bole-cal-alert" title="日历加载失败，请稍后重试" />}
        {data?.truncated && <InlineAlert className="bole-cal-alert" type="warning" title="这段时间的面试太多，只显示了前5000场；请切换到周或日视图查看" />}
        {view === 'month' ? (
          <MonthGrid
            days={days}
            month={Number(anchor.slice(5, 7))}
            today={todayDay}
            blocks={dayBlocks}
            canDrag={canDrag}
            onOpen={(b) => b.interview && setOpen(b.interview.id)}
            onOpenDay={(day) => go({ view: 'day', date: day })}
            onDrop={(b, day) => propose(b, instantAt(day, minutesInto(dayOf(b.startAt), b.startAt)), b.roomId)}
          />
        ) : (
          <TimeGrid
            key={view}
            label={view === 'room' ? '会议室视图' : view === 'day' ? '日视图' : '周视图'}
            columns={columns}
            now={now}
            canDrag={canDrag}
            onOpen={(b) => b.interview && setOpen(b.interview.id)}
            onDrop={(b, column, minutes) => propose(b, instantAt(column.day, minutes), column.roomId === undefined ? b.roomId : column.roomId)}
          />
        )}
        {view === 'room' && data && data.rooms.length === 0 && <p className="bole-cal-hint">公司还没有会议室，可在「公司设置 - 会议室」中添加。</p>}
      </Panel>
      <MoveDialog key={pending ? `${pending.block.key}@${pending.startAt}` : 'none'} pending={pending} onDone={(id) => settle(id)} onRefused={(id, message) => settle(id, message)} />
      <MountOnOpen open={open !== null}>
        <InterviewDrawer id={open} canEdit={canEdit} onClose={() => setOpen(null)} onReschedule={(iv) => setRescheduled(iv)} onCancel={(iv) => setCancelling(iv)} />
      </MountOnOpen>
      <MountOnOpen open={rescheduled !== null}>
        <ArrangeInterviewDialog
          open={rescheduled !== null}
          applications={rescheduled ? [{ id: rescheduled.applicationId, name: rescheduled.candidateName }] : []}
          jobId={rescheduled?.jobId ?? null}
          interview={rescheduled}
          onClose={() => setRescheduled(null)}
        />
      </MountOnOpen>
      <MountOnOpen open={cancelling !== null}>
        <CancelInterviewDialog interview={cancelling} onClose={() => setCancelling(null)} />
      </MountOnOpen>
    </section>
  );
}
