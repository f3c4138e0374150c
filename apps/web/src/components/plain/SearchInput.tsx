// antd's Input.Search (middle size, allowClear) without antd's Input, Space.Compact and Button,
// which weigh about 18 KB gzipped on a page that needs one search box.
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { CloseCircleFilledIcon, svgIcon } from './icons';
import './plain.css';
import './search-input.css';

const SearchIcon = svgIcon([
  'M909.6 854.5L649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1-56.6-56.7-132-87.9-212.1-87.9s-155.5 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0011.6 0l43.6-43.5a8.2 8.2 0 000-11.6zM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4z',
]);

type Props = {
  /** The accessible name of the box (and of its button: 搜索). */
  label: string;
  placeholder?: string;
  defaultValue?: string;
  /** Enter, the search button, and clearing the box (with ''), as antd's onSearch. */
  onSearch?: (value: string) => void;
  /** Every keystroke, for lists filtered as one types. */
  onChange?: (value: string) => void;
  style?: CSSProperties;
};

export function SearchInput({ label, placeholder, defaultValue = '', onSearch, onChange, style }: Props) {
  const [value, setValue] = useState(defaultValue);
  const change = (next: string) => {
    setValue(next);
    onChange?.(next);
  };
  return (
    <span className="bole-search" style={style}>
      <span className="bole-search-box">
        <input
          type="text"
          value={value}
          placeholder={placeholder}
          aria-label={label}
          enterKeyHint="search"
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSearch?.(value);
          }}
        />
        {value && (
          <button
            type="button"
            className="bole-search-clear"
            aria-label="清除"
            tabIndex={-1}
            onClick={() => {
              change('');
              onSearch?.('');
            }}
          >
            <CloseCircleFilledIcon />
          </button>
        )}
      </span>
      <button type="button" className="bole-search-button" aria-label="搜索" onClick={() => onSearch?.(value)}>
        <SearchIcon />
      </button>
    </span>
  );
}
