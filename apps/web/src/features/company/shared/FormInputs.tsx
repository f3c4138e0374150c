// antd's Input and Input.TextArea (autoSize, showCount) in plain HTML for the fields of an antd
// Form: Form.Item gives them id, value, onChange and the check status as it does to antd's own.
// antd's input module, with rc-input and Space.Compact, is about 20 KB gzipped.
import { Form } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import type { ChangeEvent } from 'react';
import '../../../components/plain/plain.css';
import './form-inputs.css';

type Common = { id?: string; value?: string | null; placeholder?: string; maxLength?: number; disabled?: boolean; 'aria-label'?: string };

function useInvalid(): boolean {
  return Form.Item.useStatus().status === 'error';
}

export function FormInput({ value, onChange, ...rest }: Common & { onChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const invalid = useInvalid();
  return (
    <input
      {...rest}
      type="text"
      className={invalid ? 'bole-input bole-input-error' : 'bole-input'}
      value={value ?? ''}
      aria-invalid={invalid || undefined}
      onChange={onChange}
    />
  );
}

const LINE = 22;
const PADDING = 12;

/** Grows with its text between `minRows` and `maxRows` lines, and counts the characters when there is a limit. */
export function FormTextArea({
  value,
  onChange,
  minRows = 2,
  maxRows = 6,
  ...rest
}: Common & { onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void; minRows?: number; maxRows?: number }) {
  const invalid = useInvalid();
  const ref = useRef<HTMLTextAreaElement>(null);
  const text = value ?? '';
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(Math.max(area.scrollHeight, minRows * LINE + PADDING), maxRows * LINE + PADDING)}px`;
  }, [text, minRows, maxRows]);
  return (
    <div className="bole-textarea">
      <textarea
        {...rest}
        ref={ref}
        className={invalid ? 'bole-input bole-input-error' : 'bole-input'}
        value={text}
        aria-invalid={invalid || undefined}
        onChange={onChange}
      />
      {rest.maxLength !== undefined && (
        <span className="bole-textarea-count" aria-hidden="true">
          {[...text].length} / {rest.maxLength}
        </span>
      )}
    </div>
  );
}
