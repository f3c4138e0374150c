// One candidate on the board: who (name, key facts, latest job), how he came in, when he applied
// and how long he has been in the stage; his match score when the job has a 简历评分规则, and
// why he was eliminated. The card is one stop of the board's keyboard grid
// (only the focused card is in the tab order, and Tab goes on to its buttons) and can be dragged to
// another stage. Its buttons (the stage's main action and 更多操作) are always drawn: a touch screen
// has no hover to reveal them.
import { memo } from 'react';
import type { DragEvent, KeyboardEvent, ReactNode } from 'react';
import type { ApplicationCard } from '@bole/domain';
import type { MatchScore } from '../api/get-match-scores';
import { ScoreBadge } from '../score/ScoreBadge';
import { cardFacts, daysInStage, outcomeTag } from '../shared/format';
import { formatDateTime } from '../../../lib/time';

type Props = {
  card: ApplicationCard;
  stageName: string;
  focused: boolean;
  selected: boolean;
  busy: boolean;
  dragging: boolean;
  /** Where he came from (channel or source), in words. */
  origin: string;
  showStageDays: boolean;
  /** His match score by the job's scoring rule (absent without one, or while loading). */
  score?: MatchScore;
  /** Checkbox to select for bulk actions; absent when the user may not move candidates. */
  onSelect?: (card: ApplicationCard, selected: boolean) => void;
  onOpen: (card: ApplicationCard) => void;
  onFocus: (card: ApplicationCard) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, card: ApplicationCard) => void;
  onDragStart?: (event: DragEvent<HTMLElement>, card: ApplicationCard) => void;
  onDragEnd?: () => void;
  /** The card's buttons: the main action of his stage and the 更多操作 menu. */
  actions?: ReactNode;
};

const initialOf = (name: string) => [...name.trim()][0] ?? '?';

export const CandidateCard = memo(function CandidateCard(props: Props) {
  const { card, stageName, focused, selected, busy, dragging, origin, showStageDays, score, onSelect, onOpen, onFocus, onKeyDown, onDragStart, onDragEnd, actions } = props;
  const facts = cardFacts(card);
  const work = [card.lastCompany, card.lastJobTitle].filter(Boolean).join(' · ');
  const tag = outcomeTag(card);
  const days = daysInStage(card.stageEnteredAt);
  const className = ['bole-cand', focused && 'is-focused', selected && 'is-selected', busy && 'is-busy', dragging && 'is-dragging'].filter(Boolean).join(' ');

  return (
    <article
      className={className}
      tabIndex={focused ? 0 : -1}
      aria-label={`${card.name}，${stageName}`}
      aria-busy={busy || undefined}
      data-card-id={card.id}
      draggable={Boolean(onDragStart) && !busy}
      onDragStart={onDragStart && ((event) => onDragStart(event, card))}
      onDragEnd={onDragEnd}
      // Focus on one of its buttons (a tap, Tab) makes the card the board's current one too.
      onFocus={() => onFocus(card)}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget) onKeyDown(event, card);
      }}
      onDoubleClick={(event) => {
        if (!(event.target as Element).closest('button, input')) onOpen(card);
      }}
    >
      <div className="bole-cand-top">
        <span className={card.gender === 0 ? 'bole-cand-avatar is-f' : 'bole-cand-avatar'} aria-hidden>
          {initialOf(card.name)}
        </span>
        <button type="button" className="bole-cand-name" tabIndex={-1} onClick={() => onOpen(card)} title={`查看${card.name}的简历`}>
          {card.name}
        </button>
        <ScoreBadge match={score} />
        {onSelect && (
          <input
            type="checkbox"
            className="bole-cand-check"
            tabIndex={-1}
            aria-label={`选择${card.name}`}
            checked={selected}
            onChange={(event) => onSelect(card, event.target.checked)}
          />
        )}
      </div>
      {facts && <div className="bole-cand-facts">{facts}</div>}
      {work && (
        <div className="bole-cand-line" title={work}>
          {work}
        </div>
      )}
      {card.eliminateReason && (
        <div className="bole-cand-reason" title={`淘汰原因：${card.eliminateReason}`}>
          淘汰原因：{card.eliminateReason}
        </div>
      )}
      {card.tags.length > 0 && (
        <div className="bole-cand-tags" aria-label="标签">
          {card.tags.slice(0, 3).map((t) => (
            <span key={t.id} className="bole-cand-label" style={t.color ? { color: t.color, borderColor: t.color } : undefined}>
              {t.name}
            </span>
          ))}
          {card.tags.length > 3 && <span className="bole-cand-label" title={card.tags.map((t) => t.name).join('、')}>+{card.tags.length - 3}</span>}
        </div>
      )}
      <div className="bole-cand-foot">
        <span className="bole-cand-tag is-channel" title="来源渠道">
          {origin}
        </span>
        {tag && <span className={`bole-cand-tag is-${tag.tone}`}>{tag.label}</span>}
        {showStageDays && !card.outcome && days >= 0 && (
          <span className={days >= 7 ? 'bole-cand-tag is-warn' : 'bole-cand-tag'} title="在当前阶段停留的天数">
            {days === 0 ? '今天进入' : `停留${days}天`}
          </span>
        )}
        <time dateTime={card.createdAt} title={`投递时间 ${formatDateTime(card.createdAt)}`}>
          {formatDateTime(card.createdAt, 'MM-DD')} 投递
        </time>
      </div>
      {actions && <div className="bole-cand-actions">{actions}</div>}
    </article>
  );
});
