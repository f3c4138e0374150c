// The month view: six weeks from the Monday before the 1st, each day with its first blocks and
// 还有N场; a day's number opens its day view. An interview dropped on another day keeps its time.
import { useRef, useState } from 'react';
import type { Block } from './blocks';
import { clock, dayOf, weekdayOf } from './layout';

const SHOWN_PER_DAY = 3;
const WEEK_HEAD = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

type Props = {
  days: string[];
  month: number;
  today: string;
  blocks: Block[];
  canDrag: (block: Block) => boolean;
  onOpen: (block: Block) => void;
  onOpenDay: (day: string) => void;
  onDrop: (block: Block, day: string) => void;
};

export function MonthGrid({ days, month, today, blocks, canDrag, onOpen, onOpenDay, onDrop }: Props) {
  const dragged = useRef<Block | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const byDay = new Map<string, Block[]>();
  for (const b of blocks) {
    const day = dayOf(b.startAt);
    byDay.set(day, [...(byDay.get(day) ?? []), b]);
  }
  return (
    <div className="bole-cal-month" role="grid" aria-label="月视图">
      <div className="bole-cal-month-row is-head" role="row">
        {WEEK_HEAD.map((d) => (
          <div key={d} role="columnheader" className="bole-cal-month-weekday">
            {d}
          </div>
        ))}
      </div>
      {Array.from({ length: days.length / 7 }, (_, w) => (
        <div key={w} className="bole-cal-month-row" role="row">
          {days.slice(w * 7, w * 7 + 7).map((day) => {
            const items = byDay.get(day) ?? [];
            const cls = ['bole-cal-month-cell', Number(day.slice(5, 7)) !== month ? 'is-other' : '', day === today ? 'is-today' : '', target === day ? 'is-target' : ''].filter(Boolean).join(' ');
            return (
              <div
                key={day}
                role="gridcell"
                className={cls}
                onDragOver={(e) => {
                  if (!dragged.current) return;
                  e.preventDefault();
                  setTarget(day);
                }}
                onDragLeave={(e) => {
                  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setTarget((t) => (t === day ? null : t));
                }}
                onDrop={(e) => {
                  const b = dragged.current;
                  if (!b) return;
                  e.preventDefault();
                  dragged.current = null;
                  setTarget(null);
                  if (dayOf(b.startAt) !== day) onDrop(b, day);
                }}
              >
                <button type="button" className="bole-cal-month-day" onClick={() => onOpenDay(day)} aria-label={`${day} ${weekdayOf(day)}，${items.length}项`}>
                  {Number(day.slice(8))}
                </button>
                {items.slice(0, SHOWN_PER_DAY).map((b) =>
                  b.kind === 'booking' ? (
                    <div key={b.key} className="bole-cal-chip is-booking" title={`${b.subtitle} ${b.title}`}>
                      {clock(b.startAt)} {b.title}
                    </div>
                  ) : (
                    <button
                      key={b.key}
                      type="button"
                      className={`bole-cal-chip is-${b.tone}${b.pending ? ' is-pending' : ''}`}
                      draggable={canDrag(b) && !b.pending}
                      onDragStart={(e) => {
                        dragged.current = b;
                        e.dataTransfer.effectAllowed = 'move';
                        e.dataTransfer.setData('text/plain', b.key);
                      }}
                      onDragEnd={() => {
                        dragged.current = null;
                        setTarget(null);
                      }}
                      onClick={() => onOpen(b)}
                      title={`${b.title}\n${b.subtitle}`}
                    >
                      {clock(b.startAt)} {b.title}
                    </button>
                  ),
                )}
                {items.length > SHOWN_PER_DAY && (
                  <button type="button" className="bole-cal-more" onClick={() => onOpenDay(day)}>
                    还有{items.length - SHOWN_PER_DAY}项
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
