// A plain table styled like the product's tables, for settings lists that need no sorting,
// fixed columns or virtualisation (antd's Table would triple the page's script).
import type { ReactNode } from 'react';
import './table.css';

export type Column<T> = { key: string; title: string; width?: number | string; align?: 'left' | 'right' | 'center'; render: (row: T) => ReactNode };

type Props<T> = { columns: Column<T>[]; rows: T[] | undefined; rowKey: (row: T) => string | number; loading?: boolean; empty: ReactNode; caption: string };

export function SimpleTable<T>({ columns, rows, rowKey, loading = false, empty, caption }: Props<T>) {
  return (
    <div className="bole-table-wrap" aria-busy={loading}>
      <table className="bole-table">
        <caption className="bole-sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={{ width: c.width, textAlign: c.align }}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody style={{ opacity: loading && rows ? 0.55 : 1 }}>
          {rows?.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} style={{ textAlign: c.align }}>
                  {c.render(row)}
                </td>
              ))}
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
