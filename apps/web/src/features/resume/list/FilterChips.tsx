// One row of the filter panel: a label, 不限 and the option chips (single or multiple choice).
import type { ReactNode } from 'react';
import './list.css';

type Props<V> = {
  label: string;
  options: readonly { value: V; label: ReactNode; color?: string | null }[];
  /** The chosen values; empty means 不限. */
  selected: readonly V[];
  multiple?: boolean;
  onChange: (next: V[]) => void;
  extra?: ReactNode;
};

export function Chip({ active, onClick, children, color }: { active: boolean; onClick: () => void; children: ReactNode; color?: string | null }) {
  return (
    <button type="button" className="bole-chip" aria-pressed={active} onClick={onClick}>
      {color && <span className="bole-dot" style={{ background: color }} aria-hidden />}
      {children}
    </button>
  );
}

export function FilterChips<V extends string | number>({ label, options, selected, multiple = false, onChange, extra }: Props<V>) {
  const toggle = (value: V) => {
    const on = selected.includes(value);
    if (!multiple) onChange(on ? [] : [value]);
    else onChange(on ? selected.filter((v) => v !== value) : [...selected, value]);
  };
  return (
    <div className="bole-filter-row" role="group" aria-label={label}>
      <span className="bole-filter-label">{label}</span>
      <div className="bole-filter-options">
        <Chip active={selected.length === 0} onClick={() => onChange([])}>
          不限
        </Chip>
        {options.map((o) => (
          <Chip key={o.value} active={selected.includes(o.value)} onClick={() => toggle(o.value)} color={o.color}>
            {o.label}
          </Chip>
        ))}
        {extra}
      </div>
    </div>
  );
}
