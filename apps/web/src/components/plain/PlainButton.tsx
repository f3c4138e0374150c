// A button with antd's look (default or primary, middle or large, block, loading) for the screens
// that render before antd loads: the shell's status pages and the sign-in forms.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoadingIcon } from './icons';
import './plain.css';

type Look = { variant?: 'default' | 'primary'; size?: 'middle' | 'large'; block?: boolean };
type Props = ButtonHTMLAttributes<HTMLButtonElement> & Look & { loading?: boolean; icon?: ReactNode };

/** The class names of the look, also for a router Link drawn as a button. */
export function buttonClass({ variant = 'default', size = 'middle', block = false }: Look = {}, extra?: string): string {
  return ['bole-btn', variant === 'primary' && 'bole-btn-primary', size === 'large' && 'bole-btn-lg', block && 'bole-btn-block', extra].filter(Boolean).join(' ');
}

export function PlainButton({ variant, size, block, loading = false, icon, type = 'button', className, onClick, children, ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // Like antd: a loading button stays focusable but does nothing (no second submit).
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? (
        <span className="bole-btn-spinner">
          <LoadingIcon />
        </span>
      ) : (
        icon && (
          <span className="bole-icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      <span>{children}</span>
    </button>
  );
}
