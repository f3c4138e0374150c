// A segmented switch in antd Segmented's look without antd: radio buttons (arrow keys move between
// them) under a label, the chosen one on a white thumb that slides to it.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import './segmented.css';

type Option<T> = { value: T; label: string };
type Props<T> = { options: readonly Option<T>[]; value: T; onChange: (value: T) => void; 'aria-label': string };

export function Segmented<T extends string | number>({ options, value, onChange, 'aria-label': label }: Props<T>) {
  const name = useId();
  const items = useRef<(HTMLLabelElement | null)[]>([]);
  const [thumb, setThumb] = useState<{ left: number; width: number } | null>(null);
  const index = options.findIndex((option) => option.value === value);
  useLayoutEffect(() => {
    const item = items.current[index];
    if (item) setThumb({ left: item.offsetLeft, width: item.offsetWidth });
  }, [index]);

  return (
    <div className="bole-segmented" role="radiogroup" aria-label={label}>
      {thumb && <span className="bole-segmented-thumb" style={{ width: thumb.width, transform: `translateX(${thumb.left}px)` }} aria-hidden="true" />}
      {options.map((option, i) => (
        <label
          key={String(option.value)}
          ref={(node) => {
            items.current[i] = node;
          }}
          className={option.value === value ? 'bole-segmented-item is-selected' : 'bole-segmented-item'}
        >
          <input type="radio" name={name} value={String(option.value)} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
