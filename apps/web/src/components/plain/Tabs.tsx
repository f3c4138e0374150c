// A tab strip in antd Tabs' line look without antd, for pages whose tabs switch what one list
// shows (the content below is the page's own): a tablist whose chosen tab is underlined; the
// arrow keys, Home and End move between tabs and choose the one they reach.
import { useRef, type KeyboardEvent } from 'react';
import './tabs.css';

type Item<T> = { key: T; label: string };
type Props<T> = { items: readonly Item<T>[]; activeKey: T; onChange: (key: T) => void; 'aria-label'?: string };

export function Tabs<T extends string>({ items, activeKey, onChange, 'aria-label': label }: Props<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const at = (index + items.length) % items.length;
    buttons.current[at]?.focus();
    if (items[at]!.key !== activeKey) onChange(items[at]!.key);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };

  return (
    <div className="bole-tabs" role="tablist" aria-label={label}>
      {items.map((item, i) => {
        const selected = item.key === activeKey;
        return (
          <button
            key={item.key}
            ref={(node) => {
              buttons.current[i] = node;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'bole-tab is-active' : 'bole-tab'}
            onClick={() => !selected && onChange(item.key)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
