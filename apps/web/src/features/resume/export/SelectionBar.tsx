// Choosing resumes to export on the talent pool: the page's rows all at once, how many are
// chosen (across pages), and clearing the choice.
import type { ResumeRow } from '@bole/domain';
import './selection.css';

type Props = { rows: ResumeRow[] | undefined; selected: ReadonlySet<number>; onChange: (next: ReadonlySet<number>) => void };

export function SelectionBar({ rows = [], selected, onChange }: Props) {
  if (rows.length === 0 && selected.size === 0) return null;
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const togglePage = (on: boolean) => {
    const next = new Set(selected);
    for (const r of rows) {
      if (on) next.add(r.id);
      else next.delete(r.id);
    }
    onChange(next);
  };
  return (
    <span className="bole-selection">
      <label className="bole-selection-page">
        <input type="checkbox" checked={all} onChange={(e) => togglePage(e.target.checked)} />
        本页全选
      </label>
      {selected.size > 0 && (
        <>
          <span>
            已选 <b>{selected.size}</b> 份
          </span>
          <button type="button" className="bole-selection-clear" onClick={() => onChange(new Set())}>
            清空选择
          </button>
        </>
      )}
    </span>
  );
}
