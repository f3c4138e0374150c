// One stage of the board: its name, type and count, the cards loaded so far and 加载更多. While a
// card is dragged over it the column shows whether it takes the drop.
import { stageTypeLabels } from '@bole/domain';
import type { DragEvent, ReactNode } from 'react';
import type { Column } from './use-board-columns';

type Props = {
  column: Column;
  /** A drag is over this column and may drop here. */
  over: boolean;
  /** Dropping is possible on the board at all (the user may move candidates). */
  droppable: boolean;
  onDragOver: (event: DragEvent<HTMLElement>, stageId: number) => void;
  onDragLeave: (event: DragEvent<HTMLElement>, stageId: number) => void;
  onDrop: (event: DragEvent<HTMLElement>, stageId: number) => void;
  onLoadMore: (stageId: number, cursor: string | null) => void;
  children: ReactNode;
};

export function StageColumn({ column, over, droppable, onDragOver, onDragLeave, onDrop, onLoadMore, children }: Props) {
  const { stage, cards, count, nextCursor, loading } = column;
  const id = stage.id;
  return (
    <section
      className={over ? 'bole-board-col is-over' : 'bole-board-col'}
      aria-label={`${stage.name}，${count}人`}
      onDragOver={droppable ? (event) => onDragOver(event, id) : undefined}
      onDragLeave={droppable ? (event) => onDragLeave(event, id) : undefined}
      onDrop={droppable ? (event) => onDrop(event, id) : undefined}
    >
      <header className="bole-board-col-head">
        <span className="bole-board-col-name" title={stage.name}>
          {stage.name}
        </span>
        <span className="bole-board-col-type">{stageTypeLabels[stage.type]}</span>
        <span className="bole-board-col-count" aria-label={`${count}人`}>
          {count}
        </span>
      </header>
      <ul className="bole-board-col-body" aria-label={`${stage.name}的候选人`}>
        {children}
        {cards.length === 0 && <li className="bole-board-col-empty">{over ? '松开鼠标，移到此阶段' : loading ? '加载中…' : '暂无候选人'}</li>}
        {nextCursor !== null && (
          <li className="bole-board-more">
            <button type="button" className="bole-rp-link" disabled={loading} onClick={() => onLoadMore(id, nextCursor)}>
              {loading ? '加载中…' : `加载更多（已显示 ${cards.length}/${count}）`}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
