// antd's Alert look without antd: the sign-in pages show their errors and notices with it in
// place of message toasts. Errors and warnings are announced (role alert), the rest politely.
import type { ReactNode } from 'react';
import { CheckCircleFilledIcon, CloseCircleFilledIcon, CloseIcon, ExclamationCircleFilledIcon, InfoCircleFilledIcon } from './icons';
import './plain.css';

export type AlertType = 'error' | 'warning' | 'success' | 'info';

const ICONS = { error: CloseCircleFilledIcon, warning: ExclamationCircleFilledIcon, success: CheckCircleFilledIcon, info: InfoCircleFilledIcon };

type Props = { type?: AlertType; title: ReactNode; description?: ReactNode; onClose?: () => void; className?: string };

export function InlineAlert({ type = 'error', title, description, onClose, className }: Props) {
  const Icon = ICONS[type];
  const urgent = type === 'error' || type === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={['bole-alert', `bole-alert-${type}`, description ? 'bole-alert-with-desc' : '', className].filter(Boolean).join(' ')}
    >
      <span className="bole-alert-icon">
        <Icon />
      </span>
      <div className="bole-alert-content">
        <div className="bole-alert-title">{title}</div>
        {description && <div className="bole-alert-desc">{description}</div>}
      </div>
      {onClose && (
        <button type="button" className="bole-alert-close" aria-label="关闭提示" onClick={onClose}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
