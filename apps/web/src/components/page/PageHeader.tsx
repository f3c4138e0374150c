import type { ReactNode } from 'react';
import './page-header.css';

type Props = { title: ReactNode; description?: ReactNode; extra?: ReactNode };

/**
 * The title row at the top of a page: title, an optional one-line description, actions on the
 * right. Plain markup in the look of antd's Typography (page-header.css), so it costs no antd.
 */
export function PageHeader({ title, description, extra }: Props) {
  return (
    <div className="bole-page-header">
      <div className="bole-page-header-main">
        <h4 className="bole-page-title">{title}</h4>
        {description && <p className="bole-page-description">{description}</p>}
      </div>
      {extra && <div className="bole-page-extra">{extra}</div>}
    </div>
  );
}
