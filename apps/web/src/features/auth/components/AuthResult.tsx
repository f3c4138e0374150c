// antd's Result for the sign-in pages (link sent, password set, no access) without antd.
import type { ReactNode } from 'react';
import { CheckCircleFilledIcon, ExclamationCircleFilledIcon } from '../../../components/plain/icons';
import '../auth.css';

type Props = { status: 'success' | 'info' | 'warning'; icon?: ReactNode; title: ReactNode; subTitle?: ReactNode; extra?: ReactNode };

export function AuthResult({ status, icon, title, subTitle, extra }: Props) {
  return (
    <div className={`auth-result auth-result-${status}`} role={status === 'warning' ? 'alert' : 'status'}>
      <div className="auth-result-icon">{icon ?? (status === 'success' ? <CheckCircleFilledIcon /> : <ExclamationCircleFilledIcon />)}</div>
      <h2 className="auth-result-title">{title}</h2>
      {subTitle && <p className="auth-result-subtitle">{subTitle}</p>}
      {extra && <div className="auth-result-extra">{extra}</div>}
    </div>
  );
}
