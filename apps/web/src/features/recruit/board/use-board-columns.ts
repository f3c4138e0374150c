// The board's columns: the stages of the job with the cards loaded so far. The first cards come
// with the board; 加载更多 appends a stage's next page, so a job with 5,000 candidates renders
// only what was asked for. A refetched board refreshes the counts and keeps the loaded cards
// (moves are applied in place); a new job, view or 刷新 starts again from the board.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ApplicationCard, ApplicationView, Board } from '@bole/domain';
import { boardQuery, useBoard } from '../api/get-board';
import { getStageCards } from '../api/get-stage-cards';

export type BoardStage = Board['stages'][number];
export type Column = { stage: Omit<BoardStage, 'cards' | 'nextCursor' | 'count'>; cards: ApplicationCard[]; count: number; nextCursor: string | null; loading: boolean };

type Seeded = { key: string; columns: Column[] };

const columnsOf = (board: Board): Column[] =>
  board.stages.map(({ cards, nextCursor, count, ...stage }) => ({ stage, cards, count, nextCursor, loading: false }));

const sameStages = (a: Column[], board: Board) => a.length === board.stages.length && a.every((c, i) => c.stage.id === board.stages[i]!.id);

/** `cards` without the ids in `ids`. */
const without = (cards: ApplicationCard[], ids: ReadonlySet<number>) => cards.filter((c) => !ids.has(c.id));

export function useBoardColumns(jobId: number | null, view: ApplicationView) {
  const client = useQueryClient();
  const board = useBoard(jobId, view);
  const [round, setRound] = useState(0);
  const [seeded, setSeeded] = useState<Seeded | null>(null);
  const [countsAt, setCountsAt] = useState(0);
  const key = `${jobId}:${view}:${round}`;
  const data = board.data && board.data.job.id === jobId && board.data.view === view ? board.data : undefined;

  // Adjusting state to new data during render (React's pattern for derived state): a new key or
  // another set of stages seeds the columns again; a refetch of the same board only brings counts.
  if (data && (seeded?.key !== key || !sameStages(seeded.columns, data))) {
    setSeeded({ key, columns: columnsOf(data) });
    setCountsAt(board.dataUpdatedAt);
  } else if (data && seeded && countsAt !== board.dataUpdatedAt) {
    setCountsAt(board.dataUpdatedAt);
    setSeeded({ key, columns: seeded.columns.map((c, i) => ({ ...c, count: data.stages[i]!.count })) });
  }

  const columns = seeded?.key === key ? seeded.columns : [];
  const update = useCallback((change: (columns: Column[]) => Column[]) => setSeeded((s) => (s ? { ...s, columns: change(s.columns) } : s)), []);
  const patchColumn = useCallback(
    (stageId: number, patch: (c: Column) => Column) => update((cols) => cols.map((c) => (c.stage.id === stageId ? patch(c) : c))),
    [update],
  );

  /** 加载更多: the next page of one stage. */
  const loadMore = useCallback(
    async (stageId: number, cursor: string | null) => {
      if (jobId === null || cursor === null) return;
      patchColumn(stageId, (c) => ({ ...c, loading: true }));
      try {
        const page = await getStageCards(jobId, stageId, view, cursor);
        patchColumn(stageId, (c) => {
          const known = new Set(c.cards.map((card) => card.id));
          return { ...c, cards: [...c.cards, ...page.cards.filter((card) => !known.has(card.id))], nextCursor: page.nextCursor, loading: false };
        });
      } catch {
        patchColumn(stageId, (c) => ({ ...c, loading: false }));
      }
    },
    [jobId, view, patchColumn],
  );

  /** A stage's first page again (after a conflict: what the server holds now). */
  const reloadColumn = useCallback(
    async (stageId: number) => {
      if (jobId === null) return;
      patchColumn(stageId, (c) => ({ ...c, loading: true }));
      try {
        const page = await getStageCards(jobId, stageId, view, null);
        patchColumn(stageId, (c) => ({ ...c, cards: page.cards, nextCursor: page.nextCursor, loading: false }));
      } catch {
        patchColumn(stageId, (c) => ({ ...c, loading: false }));
      }
    },
    [jobId, view, patchColumn],
  );

  /** Puts cards into another stage at once (a move in progress or done); `versions` as the server answered. */
  const placeCards = useCallback(
    (cards: ApplicationCard[], toStageId: number) => {
      const ids = new Set(cards.map((c) => c.id));
      update((cols) =>
        cols.map((c) => {
          const leaving = c.cards.filter((card) => ids.has(card.id) && c.stage.id !== toStageId).length;
          if (c.stage.id === toStageId) {
            const arriving = cards.filter((card) => card.stageId !== toStageId);
            return { ...c, cards: [...cards.map((card) => ({ ...card, stageId: toStageId })), ...without(c.cards, ids)], count: c.count + arriving.length };
          }
          return leaving > 0 ? { ...c, cards: without(c.cards, ids), count: Math.max(0, c.count - leaving) } : c;
        }),
      );
    },
    [update],
  );

  /** Updates loaded cards in place (a new version after a move). */
  const patchCard = useCallback(
    (id: number, patch: Partial<ApplicationCard>) => update((cols) => cols.map((c) => ({ ...c, cards: c.cards.map((card) => (card.id === id ? { ...card, ...patch } : card)) }))),
    [update],
  );

  /** 刷新: the board again from the server, loaded pages dropped. */
  const refresh = useCallback(async () => {
    if (jobId === null) return;
    await client.refetchQueries({ queryKey: boardQuery(jobId, view).queryKey, exact: true });
    setRound((r) => r + 1);
  }, [client, jobId, view]);

  return { board, data, columns, loadMore, reloadColumn, placeCards, patchCard, refresh };
}
