// /recruit/job 流程管理: the jobs on the left; on the right the chosen job's process as a board
// of stages (drag, keyboard, 加载更多 per stage) or as a filtered, paged table. Actions that need
// a form (淘汰, 转移, 归档, 招聘状态, 移动到阶段) open dialogs that load on first use; a card
// opens the candidate's resume with his log in this job.
import { ReloadOutlined } from '@ant-design/icons';
import { ApplicationView, applicationViewLabels, Perm, StageAction, type ApplicationCard, type JobRow } from '@bole/domain';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../api/permission';
import { toSearchParams } from '../../../api/params';
import { Empty } from '../../../components/plain/Empty';
import { PlainButton } from '../../../components/plain/PlainButton';
import { Segmented } from '../../../components/plain/Segmented';
import { Panel } from '../../../components/panel/Panel';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { canArrangeFrom, offerStageWith, type ActionKey, type ActionRights } from '../actions/card-actions';
import type { DialogRequest } from '../actions/ActionDialog';
import { useRecruitSettings } from '../api/get-recruit-settings';
import { Board } from '../board/Board';
import { useBoardColumns } from '../board/use-board-columns';
import { useMoveCards } from '../board/use-move-cards';
import { OverdueButton } from '../push/OverdueButton';
import { ApplicationTable } from '../table/ApplicationTable';
import { JobPicker } from './JobPicker';
import { JobSummary } from './JobSummary';
import { processQueryParams, readProcessQuery, withFilter, type Mode, type ProcessQuery } from './process-query';
import '../recruit.css';

const ActionDialog = lazyNamed(() => import('../actions/ActionDialog'), 'ActionDialog');
const CandidateDrawer = lazyNamed(() => import('../detail/CandidateDrawer'), 'CandidateDrawer');
const PushDialog = lazyNamed(() => import('../push/PushDialog'), 'PushDialog');
const FeedbackLinksDialog = lazyNamed(() => import('../push/FeedbackLinksDialog'), 'FeedbackLinksDialog');
// 安排面试 and 自选面试时间 belong to the interview area and load on first use.
const ArrangeInterviewDialog = lazyNamed(() => import('../../interview/arrange/ArrangeInterviewDialog'), 'ArrangeInterviewDialog');
const SlotOfferDialog = lazyNamed(() => import('../../interview/slots/SlotOfferDialog'), 'SlotOfferDialog');
// 添加背调 belongs to the background check area, 添加Offer and 发送Offer to the offer area; each loads on first use.
const OrderCheckDialog = lazyNamed(() => import('../../background-check/OrderDialog'), 'OrderDialog');
const OfferFormDialog = lazyNamed(() => import('../../offer/form/OfferFormDialog'), 'OfferFormDialog');
const SendOfferDialog = lazyNamed(() => import('../../offer/candidate/OfferDialogs').then((m) => ({ SendOfferDialog: m.SendOfferDialog })), 'SendOfferDialog');

const MODES = [
  { value: 'board', label: '看板' },
  { value: 'table', label: '列表' },
] as const;

/** The views a board can show: moves only make sense among candidates still in the process. */
const MOVABLE_VIEWS: readonly ApplicationView[] = [ApplicationView.InProcess, ApplicationView.AwaitingEntry];

export function JobProcessPage({ title }: { title: string }) {
  const [search, setSearch] = useSearchParams();
  const query = readProcessQuery(search);
  const go = (next: ProcessQuery, replace = false) => setSearch(toSearchParams(processQueryParams(next)), { replace });
  const [job, setJob] = useState<JobRow | null>(null);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const [viewing, setViewing] = useState<{ id: number; resumeId: number; name: string; jobId: number; scored: boolean; arrangeable: boolean; offerable: boolean } | null>(null);
  // The board's query also serves the table: the stages (filters, 移动到) and the counts per view.
  const board = useBoardColumns(query.jobId, query.view);
  const mover = useMoveCards(board);
  const settings = useRecruitSettings();
  const rights: ActionRights = {
    move: usePermission(Perm.StageMove),
    eliminate: usePermission(Perm.CandidateEliminate),
    restore: usePermission(Perm.CandidateReactivate),
    entry: usePermission(Perm.EntryHandle),
    transfer: usePermission(Perm.CandidateTransferJob),
    push: usePermission(Perm.PushToHiringDept),
    notify: usePermission(Perm.CandidateNotify),
    arrange: usePermission(Perm.InterviewArrange),
    backgroundCheck: usePermission(Perm.BackgroundCheck),
    offerEdit: usePermission(Perm.OfferEdit),
    offerView: usePermission([Perm.OfferView, Perm.OfferEdit]),
    offerSend: usePermission(Perm.OfferSend),
  };

  useEffect(() => {
    document.title = `${title} - 伯乐招聘`;
  }, [title]);

  const pick = useCallback(
    (picked: JobRow, replace: boolean) => {
      setJob(picked);
      setSearch(
        (current) => {
          const q = readProcessQuery(current);
          return q.jobId === picked.id ? current : toSearchParams(processQueryParams({ ...q, jobId: picked.id, stageId: null, page: 1 }));
        },
        { replace },
      );
    },
    [setSearch],
  );

  const counts = board.data?.counts;
  const viewOptions = Object.values(ApplicationView).map((value) => ({ value, label: counts ? `${applicationViewLabels[value]} ${counts[value]}` : applicationViewLabels[value] }));
  const stages = board.columns.map((c) => c.stage);

  const [pushing, setPushing] = useState<ApplicationCard[] | null>(null);
  // The last candidate stays while the dialog closes (and keeps its links query on him).
  const [linking, setLinking] = useState<{ card: ApplicationCard; open: boolean } | null>(null);
  // 安排面试 for one or more candidates; 自选面试时间 for one (kept while its dialog closes).
  type Candidate = { id: number; name: string };
  const [arranging, setArranging] = useState<Candidate[] | null>(null);
  const [offering, setOffering] = useState<{ card: Candidate; open: boolean } | null>(null);
  const [checking, setChecking] = useState<{ card: Candidate; open: boolean } | null>(null);
  const [offerAction, setOfferAction] = useState<{ kind: 'offer' | 'sendOffer'; card: Candidate; open: boolean } | null>(null);
  const onAction = (key: ActionKey, card: ApplicationCard) => {
    if (key === 'push') setPushing([card]);
    else if (key === 'backgroundCheck') setChecking({ card, open: true });
    else if (key === 'offer' || key === 'sendOffer') setOfferAction({ kind: key, card, open: true });
    else if (key === 'viewOffer') open(card);
    else if (key === 'interview') setArranging([card]);
    else if (key === 'slots') setOffering({ card, open: true });
    else if (key === 'feedback') setLinking({ card, open: true });
    else setDialog({ kind: key, cards: [card] });
  };
  const open = (card: Pick<ApplicationCard, 'id' | 'resumeId' | 'name' | 'stageId' | 'recruitmentState'>) =>
    setViewing({
      id: card.id,
      resumeId: card.resumeId,
      name: card.name,
      jobId: query.jobId ?? 0,
      scored: Boolean(board.data?.job.scoringRuleId),
      arrangeable: card.recruitmentState === null && canArrangeFrom(stages.find((s) => s.id === card.stageId), rights),
      offerable: card.recruitmentState === null && offerStageWith(stages.find((s) => s.id === card.stageId), StageAction.AddOffer),
    });

  return (
    <section aria-label={title} className="bole-rp">
      <JobPicker jobId={query.jobId} current={job} onPick={pick} />
      <div className="bole-rp-main">
        {query.jobId === null ? (
          <Panel>
            <Empty description="请选择左侧的职位，查看它的招聘流程和候选人" style={{ margin: '80px 0' }} />
          </Panel>
        ) : (
          <Panel>
            <JobSummary
              job={job?.id === query.jobId ? job : null}
              name={board.data?.job.name}
              jobId={query.jobId}
              counts={counts}
              extra={rights.push && <OverdueButton key={query.jobId} jobId={query.jobId} jobName={board.data?.job.name} />}
            />
            <div className="bole-rp-tools">
              <Segmented aria-label="展示方式" options={MODES} value={query.mode} onChange={(mode: Mode) => go({ ...withFilter(query, {}), mode })} />
              {/* Keyed by its labels: the sliding thumb measures again when the counts change the widths. */}
              <Segmented
                key={viewOptions.map((o) => o.label).join()}
                aria-label="候选人范围"
                options={viewOptions}
                value={query.view}
                onChange={(view) => go(withFilter(query, { view }))}
              />
              {query.mode === 'board' && (
                <PlainButton className="bole-rp-tools-end" icon={<ReloadOutlined />} onClick={() => void board.refresh()} loading={board.board.isFetching && !board.board.isLoading}>
                  刷新
                </PlainButton>
              )}
            </div>
            {query.mode === 'board' ? (
              <BoardArea
                board={board}
                mover={mover}
                rights={rights}
                movable={MOVABLE_VIEWS.includes(query.view)}
                showStageDays={settings.data?.showStageDays ?? true}
                onOpen={open}
                onAction={onAction}
                onPickStage={(cards) => setDialog({ kind: 'move', cards })}
                onArrange={setArranging}
                onPush={setPushing}
                onEliminate={(cards) => setDialog({ kind: 'eliminate', cards })}
              />
            ) : (
              <ApplicationTable
                jobId={query.jobId}
                query={query}
                onQuery={go}
                stages={stages}
                rights={rights}
                scored={Boolean(board.data?.job.scoringRuleId)}
                mover={mover}
                onOpen={open}
                onAction={onAction}
                onPickStage={(cards) => setDialog({ kind: 'move', cards })}
                onPush={setPushing}
                onArrange={setArranging}
                onEliminate={(cards) => setDialog({ kind: 'eliminate', cards })}
              />
            )}
          </Panel>
        )}
      </div>
      <MountOnOpen open={dialog !== null}>
        <ActionDialog
          request={dialog}
          jobId={query.jobId}
          stages={stages}
          onMove={(cards, stageId) => mover.move(cards, stageId)}
          onClose={() => setDialog(null)}
          onDone={() => void board.refresh()}
        />
      </MountOnOpen>
      <MountOnOpen open={pushing !== null}>
        <PushDialog open={pushing !== null} applications={pushing ?? []} jobId={query.jobId} onClose={() => setPushing(null)} />
      </MountOnOpen>
      {linking && (
        <MountOnOpen open={linking.open}>
          <FeedbackLinksDialog open={linking.open} applicationId={linking.card.id} candidateName={linking.card.name} onClose={() => setLinking({ ...linking, open: false })} />
        </MountOnOpen>
      )}
      <MountOnOpen open={arranging !== null}>
        <ArrangeInterviewDialog
          open={arranging !== null}
          applications={arranging ?? []}
          jobId={query.jobId}
          onClose={() => setArranging(null)}
          onOfferSlots={
            arranging?.length === 1 && arranging[0]
              ? () => {
                  const card = arranging[0]!;
                  setArranging(null);
                  setOffering({ card, open: true });
                }
              : undefined
          }
        />
      </MountOnOpen>
      {offering && query.jobId !== null && (
        <MountOnOpen open={offering.open}>
          <SlotOfferDialog open={offering.open} applicationId={offering.card.id} jobId={query.jobId} onClose={() => setOffering({ ...offering, open: false })} />
        </MountOnOpen>
      )}
      {checking && (
        <MountOnOpen open={checking.open}>
          <OrderCheckDialog open={checking.open} applicationId={checking.card.id} candidateName={checking.card.name} onClose={() => setChecking({ ...checking, open: false })} />
        </MountOnOpen>
      )}
      {offerAction && (
        <MountOnOpen open={offerAction.open}>
          {offerAction.kind === 'offer' ? (
            <OfferFormDialog open={offerAction.open} applicationId={offerAction.card.id} candidateName={offerAction.card.name} onClose={() => setOfferAction({ ...offerAction, open: false })} />
          ) : (
            <SendOfferDialog open={offerAction.open} applicationId={offerAction.card.id} candidateName={offerAction.card.name} onClose={() => setOfferAction({ ...offerAction, open: false })} />
          )}
        </MountOnOpen>
      )}
      <MountOnOpen open={viewing !== null}>
        <CandidateDrawer candidate={viewing} onClose={() => setViewing(null)} onArrange={(c) => setArranging([c])} />
      </MountOnOpen>
    </section>
  );
}

function BoardArea({ board, ...props }: Parameters<typeof Board>[0]) {
  const { board: query, columns } = board;
  if (query.isError && columns.length === 0)
    return (
      <Empty description="招聘流程加载失败" style={{ margin: '48px 0' }}>
        <PlainButton onClick={() => void query.refetch()}>重试</PlainButton>
      </Empty>
    );
  if (columns.length === 0) return <div className="bole-board-col-empty">正在加载招聘流程…</div>;
  return <Board board={board} {...props} />;
}
