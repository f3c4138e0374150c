// The board of a job's process: a column per stage with its candidates. Cards are dragged to
// another stage (selected cards go together), and the keyboard does everything the mouse does:
// ←→↑↓ move between cards, Enter opens the resume, Space selects, Shift+←/→ moves the candidate
// to the neighbouring stage, M picks a stage to move to. Tab from the current card reaches its
// main action and its 更多操作 menu (Enter, Space or ↓ open it; the arrows move in it).
import { EllipsisOutlined } from '@ant-design/icons';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';
import type { ApplicationCard } from '@bole/domain';
import { useChannelOptions } from '../../../api/channel-options';
import { ActionMenu } from '../../../components/plain/ActionMenu';
import { canArrangeFrom, canPushFrom, cardActions, mainAction, type ActionKey, type ActionRights } from '../actions/card-actions';
import { useMatchScores } from '../api/get-match-scores';
import { BulkBar } from '../shared/BulkBar';
import { originText } from '../shared/format';
import { CandidateCard } from './CandidateCard';
import { firstPos, isNavKey, moveFocus } from './focus-grid';
import { StageColumn } from './StageColumn';
import type { useBoardColumns } from './use-board-columns';
import type { useMoveCards } from './use-move-cards';

type Props = {
  board: ReturnType<typeof useBoardColumns>;
  mover: ReturnType<typeof useMoveCards>;
  rights: ActionRights;
  /** Moves are possible in this view (招聘中 and 待入职; not among eliminated or hired candidates). */
  movable: boolean;
  showStageDays: boolean;
  onOpen: (card: ApplicationCard) => void;
  /** An action of a card's menu other than the moves the board makes itself. */
  onAction: (key: ActionKey, card: ApplicationCard) => void;
  /** M: choose a stage for these cards. */
  onPickStage: (cards: ApplicationCard[]) => void;
  /** 安排面试 for the selected cards (all in interview stages). */
  onArrange: (cards: ApplicationCard[]) => void;
  /** 推荐给用人部门 for the selected cards. */
  onPush: (cards: ApplicationCard[]) => void;
  /** 批量淘汰: opens the eliminate dialog for the selected candidates. */
  onEliminate: (cards: ApplicationCard[]) => void;
};

export function Board({ board, mover, rights, movable, showStageDays, onOpen, onAction, onPickStage, onArrange, onPush, onEliminate }: Props) {
  const { columns, loadMore } = board;
  const { move, busy } = mover;
  const canMove = rights.move && movable;
  const [selected, setSelected] = useState<ReadonlyMap<number, ApplicationCard>>(new Map());
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [dragging, setDragging] = useState<ReadonlySet<number>>(new Set());
  const [over, setOver] = useState<number | null>(null);
  const dragged = useRef<ApplicationCard[] | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const stages = columns.map((c) => c.stage);
  const { data: channels } = useChannelOptions();
  const job = board.data?.job;
  const scores = useMatchScores(
    job?.id ?? 0,
    columns.flatMap((c) => c.cards.map((card) => card.resumeId)),
    Boolean(job?.scoringRuleId),
  );
  const arrangeable = [...selected.values()].every((c) => c.recruitmentState === null && canArrangeFrom(stages.find((s) => s.id === c.stageId), rights));
  const pushable = [...selected.values()].every((c) => c.recruitmentState === null && canPushFrom(stages.find((s) => s.id === c.stageId), rights));

  // The focused card, or the first card when it left the board (moved away, reloaded).
  const located = (() => {
    for (let col = 0; col < columns.length; col += 1) {
      const row = columns[col]!.cards.findIndex((c) => c.id === focusedId);
      if (row >= 0) return { col, row };
    }
    return firstPos(columns.map((c) => c.cards.length));
  })();
  const activeId = located ? (columns[located.col]?.cards[located.row]?.id ?? null) : null;

  // After a keyboard move or a jump the focus follows the card to where it is drawn now.
  useLayoutEffect(() => {
    if (!refocus.current || activeId === null) return;
    refocus.current = false;
    rootRef.current?.querySelector<HTMLElement>(`[data-card-id="${activeId}"]`)?.focus();
  });

  const focusCard = (id: number) => {
    refocus.current = true;
    setFocusedId(id);
  };

  const select = useCallback((card: ApplicationCard, on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(card.id, card);
      else next.delete(card.id);
      return next;
    });
  }, []);

  /** The cards an action on `card` applies to: the selection when the card is part of it. */
  const cardsFor = (card: ApplicationCard) => (selected.has(card.id) && selected.size > 1 ? [...selected.values()] : [card]);

  const moveCards = (cards: ApplicationCard[], stageId: number) => {
    if (move(cards, stageId)) setSelected(new Map());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, card: ApplicationCard) => {
    if (!located) return;
    const col = columns.findIndex((c) => c.stage.id === card.stageId);
    if (event.shiftKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      const target = columns[col + (event.key === 'ArrowLeft' ? -1 : 1)];
      if (canMove && target) {
        moveCards(cardsFor(card), target.stage.id);
        focusCard(card.id);
      }
      return;
    }
    if (isNavKey(event.key)) {
      event.preventDefault();
      const next = moveFocus(
        columns.map((c) => c.cards.length),
        located,
        event.key,
      );
      const id = columns[next.col]?.cards[next.row]?.id;
      if (id !== undefined) focusCard(id);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(card);
    } else if (event.key === ' ' && canMove) {
      event.preventDefault();
      select(card, !selected.has(card.id));
    } else if ((event.key === 'm' || event.key === 'M') && canMove) {
      event.preventDefault();
      onPickStage(cardsFor(card));
    } else if (event.key === 'Escape' && selected.size > 0) {
      setSelected(new Map());
    }
  };

  const onDragStart = (event: DragEvent<HTMLElement>, card: ApplicationCard) => {
    const cards = cardsFor(card);
    dragged.current = cards;
    setDragging(new Set(cards.map((c) => c.id)));
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', cards.map((c) => c.name).join('、'));
  };
  const endDrag = () => {
    dragged.current = null;
    setDragging(new Set());
    setOver(null);
  };
  const onDragOver = (event: DragEvent<HTMLElement>, stageId: number) => {
    if (!dragged.current) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (over !== stageId) setOver(stageId);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>, stageId: number) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && over === stageId) setOver(null);
  };
  const onDrop = (event: DragEvent<HTMLElement>, stageId: number) => {
    event.preventDefault();
    const cards = dragged.current;
    endDrag();
    if (cards) moveCards(cards, stageId);
  };

  const runAction = (key: ActionKey, card: ApplicationCard) => {
    if (key === 'next') {
      const col = columns.findIndex((c) => c.stage.id === card.stageId);
      const target = columns[col + 1];
      if (target) moveCards([card], target.stage.id);
    } else if (key === 'move') onPickStage([card]);
    else onAction(key, card);
  };

  return (
    <div ref={rootRef}>
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          stages={stages}
          busy={busy.size > 1}
          onMove={(stageId) => moveCards([...selected.values()], stageId)}
          onArrange={arrangeable ? () => onArrange([...selected.values()]) : undefined}
          onPush={pushable ? () => onPush([...selected.values()]) : undefined}
          onEliminate={rights.eliminate && [...selected.values()].every((c) => c.outcome === null) ? () => (onEliminate([...selected.values()]), setSelected(new Map())) : undefined}
          onClear={() => setSelected(new Map())}
        />
      )}
      <div className="bole-board" role="group" aria-label="招聘流程看板" aria-describedby="bole-board-keys">
        {columns.map((column) => (
          <StageColumn
            key={column.stage.id}
            column={column}
            over={over === column.stage.id}
            droppable={canMove}
            onDragOver={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
            onLoadMore={(stageId, cursor) => void loadMore(stageId, cursor)}
          >
            {column.cards.map((card) => {
              const actions = cardActions(card, stages, rights);
              const main = mainAction(card, stages, actions);
              // Only the current card's buttons are in the tab order, as the card itself.
              const tabIndex = card.id === activeId ? 0 : -1;
              return (
                <li key={card.id}>
                  <CandidateCard
                    card={card}
                    stageName={column.stage.name}
                    focused={card.id === activeId}
                    selected={selected.has(card.id)}
                    busy={busy.has(card.id)}
                    dragging={dragging.has(card.id)}
                    origin={originText(card, channels)}
                    showStageDays={showStageDays}
                    score={scores.get(card.resumeId)}
                    onSelect={canMove ? select : undefined}
                    onOpen={onOpen}
                    onFocus={(c) => setFocusedId(c.id)}
                    onKeyDown={onKeyDown}
                    onDragStart={canMove ? onDragStart : undefined}
                    onDragEnd={endDrag}
                    actions={
                      actions.length > 0 && (
                        <>
                          {main && (
                            <button type="button" className="bole-cand-main" tabIndex={tabIndex} title={main.title} aria-label={`${card.name}：${main.label}`} onClick={() => runAction(main.key, card)}>
                              {main.label}
                            </button>
                          )}
                          <ActionMenu
                            label={`${card.name}的操作`}
                            items={actions}
                            onSelect={(key) => runAction(key as ActionKey, card)}
                            trigger={(menu) => (
                              <button {...menu} type="button" className="bole-cand-more" tabIndex={tabIndex} aria-label={`${card.name}的更多操作`} title="更多操作">
                                <EllipsisOutlined />
                              </button>
                            )}
                          />
                        </>
                      )
                    }
                  />
                </li>
              );
            })}
          </StageColumn>
        ))}
      </div>
      <p id="bole-board-keys" className="bole-rp-keys">
        键盘操作：<kbd>←</kbd> <kbd>→</kbd> <kbd>↑</kbd> <kbd>↓</kbd> 切换候选人，<kbd>Enter</kbd> 查看简历，<kbd>Tab</kbd> 到卡片上的操作按钮
        {canMove && (
          <>
            ，<kbd>空格</kbd> 选择，<kbd>Shift</kbd>+<kbd>←</kbd>/<kbd>→</kbd> 移到相邻阶段，<kbd>M</kbd> 移动到指定阶段
          </>
        )}
      </p>
    </div>
  );
}
