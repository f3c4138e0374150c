// A plain table styled like the product's tables, for lists that need no sorting or
// virtualisation: antd's Table would bring rc-table, its virtual list, pagination and the
// filter dropdown (about 95 KB gzipped) to every page that shows one.
import { useEffect, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import './table.css';

export type Column<T> = {
  key: string;
  title: string;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** One line cut with an ellipsis; the whole text shows when pointed at. */
  ellipsis?: boolean;
  /** Stays in view while the table scrolls sideways (the first or the last column). */
  fixed?: 'left' | 'right';
  render: (row: T) => ReactNode;
};

type Props<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  empty: ReactNode;
  caption: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** antd's middle size: narrower cell padding for lists with many columns. */
  size?: 'middle';
  /** Opens the row (a pointer shortcut: keep a button in the row for the keyboard). */
  onRowClick?: (row: T) => void;
};

function cellClass(column: Column<unknown>): string | undefined {
  const names = [column.ellipsis && 'bole-table-ellipsis', column.fixed && `bole-table-fixed-${column.fixed}`].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

/** Marks the sides where rows continue out of view, so the fixed columns cast their shadow there. */
function useScrollEdges(minWidth: number | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrap = ref.current;
    if (!wrap || minWidth === undefined) return;
    const update = () => {
      wrap.toggleAttribute('data-more-left', wrap.scrollLeft > 0);
      wrap.toggleAttribute('data-more-right', wrap.scrollLeft + wrap.clientWidth < wrap.scrollWidth - 1);
    };
    update();
    wrap.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(wrap);
    return () => {
      wrap.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [minWidth]);
  return ref;
}

export function SimpleTable<T>({ columns, rows, rowKey, loading = false, empty, caption, minWidth, size, onRowClick }: Props<T>) {
  const wrapRef = useScrollEdges(minWidth);
  // Cut cells need a fixed layout (an automatic one grows a column to fit its text), where the
  // widths of a colgroup are whole columns, padding included, as antd's widths are.
  const fixedLayout = minWidth !== undefined || columns.some((c) => c.ellipsis);
  const tableStyle: CSSProperties | undefined = fixedLayout ? { minWidth, tableLayout: 'fixed' } : undefined;
  return (
    <div ref={wrapRef} className="bole-table-wrap" aria-busy={loading}>
      <table className={size === 'middle' ? 'bole-table bole-table-middle' : 'bole-table'} style={tableStyle}>
        <caption className="bole-table-caption">{caption}</caption>
        {fixedLayout && (
          <colgroup>
            {columns.map((c) => (
              <col key={c.key} style={{ width: c.width }} />
            ))}
          </colgroup>
        )}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cellClass(c as Column<unknown>)} style={{ width: fixedLayout ? undefined : c.width, textAlign: c.align }}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody style={{ opacity: loading && rows ? 0.55 : 1 }}>
          {rows?.map((row) => (
            <tr key={rowKey(row)} className={onRowClick ? 'bole-table-row-clickable' : undefined} onClick={onRowClick && (() => onRowClick(row))}>
              {columns.map((c) => {
                const content = c.render(row);
                return (
                  <td
                    key={c.key}
                    className={cellClass(c as Column<unknown>)}
                    style={{ textAlign: c.align }}
                    title={c.ellipsis && (typeof content === 'string' || typeof content === 'number') ? String(content) : undefined}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
          {!rows && loading && (
            <tr>
              <td colSpan={columns.length} className="bole-table-state">
                加载中…
              </td>
            </tr>
          )}
          {rows && rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="bole-table-state">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
