// Moving candidates on the board. One card moves at once on the screen and is confirmed by the
// server with the version the board read; when a colleague moved or changed him first (409) the
// two columns are loaded again and the user is told why. Several cards go through bulk-move.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Application, ApplicationCard } from '@bole/domain';
import { isApiError } from '../../../api/errors';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { bulkMove } from '../api/bulk-move';
import { getApplication } from '../api/get-application';
import { invalidateRecruit } from '../api/invalidate';
import { moveApplication } from '../api/move-application';
import type { useBoardColumns } from './use-board-columns';

type Columns = ReturnType<typeof useBoardColumns>;

/** What the user reads when someone else changed the candidate first; `now` is the candidate as the server holds him. */
export function conflictText(name: string, now: Application | null): string {
  const where = !now
    ? '未能移动'
    : !now.active
      ? '已离开该职位的流程（转移或归档），未能移动'
      : now.outcome === 3
        ? '已被淘汰，未能移动'
        : `现在在「${now.stage.name}」阶段，未能移动`;
  return `${name}刚刚已被其他同事处理，${where}。看板已刷新为最新状态，请确认后再操作。`;
}

export function useMoveCards(board: Pick<Columns, 'columns' | 'placeCards' | 'patchCard' | 'reloadColumn' | 'refresh'>) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const { columns, placeCards, patchCard, reloadColumn, refresh } = board;
  const nameOf = useCallback((stageId: number) => columns.find((c) => c.stage.id === stageId)?.stage.name ?? '', [columns]);

  const moveOne = useCallback(
    async (card: ApplicationCard, toStageId: number) => {
      const from = card.stageId;
      placeCards([card], toStageId);
      setBusy((s) => new Set(s).add(card.id));
      try {
        const moved = await moveApplication(card.id, { stageId: toStageId, version: card.version });
        patchCard(card.id, { version: moved.version, stageEnteredAt: moved.stageEnteredAt, stageId: moved.stageId, recruitmentState: moved.recruitmentState });
        notifySuccess(`已将${card.name}移到「${nameOf(toStageId)}」`);
      } catch (error) {
        if (isApiError(error) && error.httpStatus === 409) {
          // Reload the stages he left, was dropped on and stands in now, so the board shows the truth.
          const now = await getApplication(card.id).catch(() => null);
          notifyWarning(conflictText(card.name, now));
          await Promise.all([...new Set([from, toStageId, now?.stageId ?? from])].map((stageId) => reloadColumn(stageId)));
        } else {
          placeCards([card], from);
          notifyError(isApiError(error) ? error.message : '移动失败，请稍后重试');
        }
      } finally {
        setBusy((s) => {
          const next = new Set(s);
          next.delete(card.id);
          return next;
        });
        void invalidateRecruit(client);
      }
    },
    [client, nameOf, patchCard, placeCards, reloadColumn],
  );

  const moveMany = useCallback(
    async (cards: ApplicationCard[], toStageId: number) => {
      const ids = cards.map((c) => c.id);
      setBusy(new Set(ids));
      try {
        const result = await bulkMove({ ids, stageId: toStageId });
        if (result.done.length > 0) notifySuccess(`已将${result.done.length}位候选人移到「${nameOf(toStageId)}」`);
        if (result.failed.length > 0) {
          const names = new Map(cards.map((c) => [c.id, c.name]));
          const first = result.failed
            .slice(0, 3)
            .map((f) => `${names.get(f.id) ?? `#${f.id}`}：${f.message}`)
            .join('；');
          notifyWarning(`${result.failed.length}位候选人未能移动（${first}${result.failed.length > 3 ? ' 等' : ''}）`);
        }
      } catch {
        // The http client has shown the error; the board is reloaded below either way.
      } finally {
        setBusy(new Set());
        await refresh();
        void invalidateRecruit(client);
      }
    },
    [client, nameOf, refresh],
  );

  /** Moves the cards that are not in the stage yet; false when there was nothing to move. */
  const move = useCallback(
    (cards: ApplicationCard[], toStageId: number): boolean => {
      const moving = cards.filter((c) => c.stageId !== toStageId);
      if (moving.length === 0) return false;
      void (moving.length === 1 ? moveOne(moving[0]!, toStageId) : moveMany(moving, toStageId));
      return true;
    },
    [moveMany, moveOne],
  );

  return { move, busy };
}
