// Form.Item + Input / Input.Password of antd (size large, vertical layout) in plain React:
// a real label, the error under the field (aria-invalid, aria-describedby) and antd's focus ring.
import { useRef, useState } from 'react';
import type { InputHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { EyeIcon, EyeInvisibleIcon } from '../../../components/plain/icons';
import type { FieldBinding } from './use-auth-form';
import '../auth.css';

type FieldProps = { field: FieldBinding; label: string; required?: boolean; extra?: ReactNode; children: ReactNode };

function Field({ field, label, required, extra, children }: FieldProps) {
  return (
    <div className={field.error ? 'auth-field auth-field-invalid' : 'auth-field'}>
      <div className="auth-field-label">
        <label htmlFor={field.id} className={required ? 'auth-required' : undefined}>
          {label}
        </label>
        {extra}
      </div>
      {children}
      {field.error && (
        <div id={`${field.id}-error`} className="auth-field-error" role="alert">
          {field.error}
        </div>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'prefix' | 'type'> & {
  field: FieldBinding;
  label: string;
  /** Shows antd's red asterisk (the field is checked either way). */
  required?: boolean;
  /** Beside the label, on the right (忘记密码). */
  extra?: ReactNode;
  prefix?: ReactNode;
  type?: 'text' | 'email' | 'tel';
};

function Control({ field, label, required, extra, prefix, suffix, type, ...input }: Omit<InputProps, 'type'> & { type: string; suffix?: ReactNode }) {
  const ref = useRef<HTMLInputElement>(null);
  // A press on the frame, the prefix or the padding focuses the input, as in antd.
  const focusInput = (event: MouseEvent<HTMLSpanElement>) => {
    if (event.target instanceof Element && event.target.closest('input, button')) return;
    event.preventDefault();
    ref.current?.focus();
  };
  return (
    <Field field={field} label={label} required={required} extra={extra}>
      <span className={field.error ? 'auth-input auth-input-invalid' : 'auth-input'} onMouseDown={focusInput}>
        {prefix && <span className="auth-input-prefix">{prefix}</span>}
        <input
          {...input}
          ref={ref}
          id={field.id}
          name={field.name}
          type={type}
          value={field.value}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? `${field.id}-error` : undefined}
          aria-required={required || undefined}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
        {suffix}
      </span>
    </Field>
  );
}

export function TextField({ type = 'text', ...props }: InputProps) {
  return <Control {...props} type={type} />;
}

export function PasswordField(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button type="button" className="auth-input-toggle" aria-label="显示密码" aria-pressed={visible} aria-controls={props.field.id} onClick={() => setVisible((v) => !v)}>
      {visible ? <EyeIcon /> : <EyeInvisibleIcon />}
    </button>
  );
  return <Control {...props} type={visible ? 'text' : 'password'} suffix={toggle} />;
}

/** Two fields side by side from 576 px (antd's sm), stacked below. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="auth-row">{children}</div>;
}
