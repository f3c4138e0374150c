// A light pager: 共 N 条, page numbers with gaps, 上一页 / 下一页 (spec's fixed texts), and
// optionally the page size (N 条/页).
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import './table.css';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  capped?: boolean;
  unit?: string;
  onChange: (page: number) => void;
  /** Offers these page sizes; a new size starts again at page 1 (the caller's job). */
  pageSizeOptions?: number[];
  onPageSizeChange?: (pageSize: number) => void;
};

/** The page numbers to show: first, last, and two around the current one; 0 marks a gap. */
export function pageItems(page: number, pages: number): number[] {
  const set = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...set].sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(0);
    out.push(p);
  });
  return out;
}

export function Pager({ page, pageSize, total, capped = false, unit = '条', onChange, pageSizeOptions = [10, 20, 50, 100], onPageSizeChange }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (p: number) => {
    if (p >= 1 && p <= pages && p !== page) onChange(p);
  };
  return (
    <nav className="bole-pager" aria-label="分页">
      <span className="bole-pager-total">
        共 {capped ? `${total}+` : total} {unit}
      </span>
      {pages > 1 && (
        <>
          <button type="button" className="bole-page" disabled={page <= 1} onClick={() => go(page - 1)}>
            <LeftOutlined /> 上一页
          </button>
          {pageItems(page, pages).map((p, i) =>
            p === 0 ? (
              <span key={`gap-${i}`} className="bole-page-gap">
                …
              </span>
            ) : (
              <button key={p} type="button" className="bole-page" aria-current={p === page ? 'page' : undefined} onClick={() => go(p)}>
                {p}
              </button>
            ),
          )}
          <button type="button" className="bole-page" disabled={page >= pages} onClick={() => go(page + 1)}>
            下一页 <RightOutlined />
          </button>
        </>
      )}
      {onPageSizeChange && total > Math.min(...pageSizeOptions) && (
        <select className="bole-page-size" aria-label="每页条数" value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}
