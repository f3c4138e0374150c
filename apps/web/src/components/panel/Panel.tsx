// A white content card in the look of antd's borderless Card (title row, extra on the right, body
// padding), without antd's Card, which carries its tab bar (antd Tabs) into every page that uses it.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './panel.css';

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title?: ReactNode;
  extra?: ReactNode;
  bodyStyle?: CSSProperties;
};

export function Panel({ title, extra, bodyStyle, className, children, ...rest }: Props) {
  return (
    <div {...rest} className={className ? `bole-panel ${className}` : 'bole-panel'}>
      {(title || extra) && (
        <div className="bole-panel-head">
          <div className="bole-panel-title">{title}</div>
          {extra && <div className="bole-panel-extra">{extra}</div>}
        </div>
      )}
      <div className="bole-panel-body" style={bodyStyle}>
        {children}
      </div>
    </div>
  );
}
