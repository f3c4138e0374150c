// The day, week and room views: hours down the side, one column per day (or per room), blocks
// placed by their China-time minutes. An interview block is a button (opens its details) and,
// for those who may reschedule, draggable onto another time, day or room (snapped to 15 minutes).
import { useEffect, useRef, useState, type CSSProperties, type DragEvent, type ReactNode } from 'react';
import { DAY_MINUTES, minutesInto, placeInDay, snap, SNAP_MINUTES, clock } from './layout';
import type { Block } from './blocks';

export const HOUR_PX = 48;
const PX_PER_MIN = HOUR_PX / 60;
/** Where the grid opens scrolled to (08:00), so a working day shows without scrolling. */
const FIRST_HOUR_SHOWN = 8;

export type GridColumn = {
  key: string;
  day: string;
  header: ReactNode;
  /** The room view: the column's room (null: 未指定会议室). Undefined in day and week views. */
  roomId?: number | null;
  isToday?: boolean;
  blocks: Block[];
};

type Drag = { block: Block; grabMinutes: number };
type Preview = { column: string; top: number; minutes: number; length: number };

type Props = {
  columns: GridColumn[];
  canDrag: (block: Block) => boolean;
  onOpen: (block: Block) => void;
  /** A block dropped at `minutes` after the start of the column's day. */
  onDrop: (block: Block, column: GridColumn, minutes: number) => void;
  now: number;
  label: string;
};

const HOURS = Array.from({ length: 24 }, (_, h) => h);

export function TimeGrid({ columns, canDrag, onOpen, onDrop, now, label }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = FIRST_HOUR_SHOWN * HOUR_PX;
  }, []);

  const minutesAt = (e: DragEvent<HTMLElement>, d: Drag) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const raw = (e.clientY - rect.top) / PX_PER_MIN - d.grabMinutes;
    return Math.min(DAY_MINUTES - SNAP_MINUTES, Math.max(0, snap(raw)));
  };
  const over = (column: GridColumn) => (e: DragEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    const minutes = minutesAt(e, d);
    if (preview?.column !== column.key || preview.minutes !== minutes) setPreview({ column: column.key, top: minutes * PX_PER_MIN, minutes, length: d.block.minutes });
  };
  const drop = (column: GridColumn) => (e: DragEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    e.preventDefault();
    const minutes = minutesAt(e, d);
    drag.current = null;
    setPreview(null);
    onDrop(d.block, column, minutes);
  };

  return (
    <div className="bole-cal-grid" role="grid" aria-label={label} style={{ ['--bole-cal-cols' as string]: columns.length }}>
      <div className="bole-cal-grid-head" role="row">
        <div className="bole-cal-gutter" />
        {columns.map((c) => (
          <div key={c.key} role="columnheader" className={c.isToday ? 'bole-cal-colhead is-today' : 'bole-cal-colhead'}>
            {c.header}
          </div>
        ))}
      </div>
      <div className="bole-cal-grid-body" ref={scroller}>
        <div className="bole-cal-hours" aria-hidden="true">
          {HOURS.map((h) => (
            <div key={h} className="bole-cal-hour" style={{ height: HOUR_PX }}>
              {h > 0 && <span>{`${String(h).padStart(2, '0')}:00`}</span>}
            </div>
          ))}
        </div>
        {columns.map((column) => {
          const nowMinutes = column.isToday ? minutesInto(column.day, new Date(now).toISOString()) : -1;
          const previewed = preview?.column === column.key ? preview : null;
          return (
            <div
              key={column.key}
              role="gridcell"
              className={column.isToday ? 'bole-cal-col is-today' : 'bole-cal-col'}
              style={{ height: HOUR_PX * 24 }}
              onDragOver={over(column)}
              onDrop={drop(column)}
              onDragLeave={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPreview((p) => (p?.column === column.key ? null : p));
              }}
            >
              {placeInDay(column.blocks, column.day).map((p) => (
                <BlockView
                  key={p.item.key}
                  block={p.item}
                  style={{ top: p.top * PX_PER_MIN, height: Math.max(18, (p.bottom - p.top) * PX_PER_MIN - 2), left: `calc(${(p.lane / p.lanes) * 100}% + 2px)`, width: `calc(${100 / p.lanes}% - 4px)` }}
                  draggable={canDrag(p.item)}
                  onOpen={onOpen}
                  onDragStart={(e) => {
                    const rect = e.currentTarget.getBoundingClientRect();
                    drag.current = { block: p.item, grabMinutes: (e.clientY - rect.top) / PX_PER_MIN };
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', p.item.key);
                  }}
                  onDragEnd={() => {
                    drag.current = null;
                    setPreview(null);
                  }}
                />
              ))}
              {previewed && (
                <div className="bole-cal-preview" style={{ top: previewed.top, height: Math.max(18, previewed.length * PX_PER_MIN - 2) }} aria-hidden="true">
                  {clockAt(previewed.minutes)}
                </div>
              )}
              {nowMinutes >= 0 && nowMinutes < DAY_MINUTES && <div className="bole-cal-now" style={{ top: nowMinutes * PX_PER_MIN }} aria-hidden="true" />}
            </div>
          );
        })}
      </div>
    </div>
  );
}

const two = (n: number) => String(n).padStart(2, '0');
const clockAt = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

type BlockProps = {
  block: Block;
  style: CSSProperties;
  draggable: boolean;
  onOpen: (block: Block) => void;
  onDragStart: (e: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
};

function BlockView({ block, style, draggable, onOpen, onDragStart, onDragEnd }: BlockProps) {
  const time = `${clock(block.startAt)}-${clock(block.endAt)}`;
  // Under 40 minutes a block has room for one line: its start and title.
  const short = block.minutes < 40;
  if (block.kind === 'booking') {
    return (
      <div className={`bole-cal-block is-booking${short ? ' is-short' : ''}`} style={style} title={`${time} ${block.title} ${block.subtitle}`}>
        <span className="bole-cal-block-head">
          <span className="bole-cal-block-time">{clock(block.startAt)}</span>
          <span className="bole-cal-block-title">{block.title}</span>
        </span>
        {block.subtitle && <span className="bole-cal-block-sub">{block.subtitle}</span>}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`bole-cal-block is-${block.tone}${block.pending ? ' is-pending' : ''}${short ? ' is-short' : ''}`}
      style={style}
      draggable={draggable && !block.pending}
      onClick={() => onOpen(block)}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      title={`${time} ${block.title}\n${block.subtitle}`}
      aria-label={`${time} ${block.title}，${block.subtitle}`}
    >
      <span className="bole-cal-block-head">
        <span className="bole-cal-block-time">{clock(block.startAt)}</span>
        <span className="bole-cal-block-title">{block.title}</span>
      </span>
      <span className="bole-cal-block-sub">{block.subtitle}</span>
    </button>
  );
}
