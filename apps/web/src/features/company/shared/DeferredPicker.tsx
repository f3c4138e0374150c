// A select-like form field whose antd control (Select, Cascader: 20-40 KB gzipped with rc-select,
// its virtual list and rc-tree) loads when the field is first used, not with the page. Until then
// a look-alike box shows the chosen value; pointing at it starts the download, and a click, Enter,
// Space or ArrowDown puts the real control in its place, focused and open.
import { Form } from 'antd';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import '../../../components/plain/plain.css';
import { DownIcon } from '../../../components/plain/nav-icons';
import './deferred-picker.css';

type Props = {
  /** The field id that Form.Item gives its control (the label points at it). */
  id?: string;
  /** The chosen value as the control would show it; empty when nothing is chosen. */
  text: string;
  placeholder: string;
  disabled?: boolean;
  preload: () => void;
  /** The real control, rendered focused and open (autoFocus, defaultOpen) once the field is used. */
  children: ReactNode;
};

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function DeferredPicker({ id, text, placeholder, disabled = false, preload, children }: Props) {
  const [active, setActive] = useState(false);
  const { status } = Form.Item.useStatus();
  const box = (
    <button
      type="button"
      role="combobox"
      id={id}
      className={status === 'error' ? 'bole-picker bole-picker-error' : 'bole-picker'}
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-invalid={status === 'error' || undefined}
      disabled={disabled}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setActive(true)}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setActive(true);
      }}
    >
      <span className={text ? 'bole-picker-text' : 'bole-picker-text bole-picker-placeholder'}>{text || placeholder}</span>
      <span className="bole-picker-arrow" aria-hidden="true">
        <DownIcon />
      </span>
    </button>
  );
  return active ? <Suspense fallback={box}>{children}</Suspense> : box;
}
