// A round avatar with the last characters of a name, in antd Avatar's look (the text scaled down to
// fit with 4px on each side, as antd does), without antd.
import type { CSSProperties, ReactNode } from 'react';
import './plain.css';

type Props = { size: number; fontSize?: number; background?: string; children: ReactNode; style?: CSSProperties };

export function Avatar({ size, fontSize = 18, background = '#1d5eff', children, style }: Props) {
  // antd measures the text; names are CJK characters, each as wide as the font size.
  const scale = typeof children === 'string' && children.length > 0 ? Math.min(1, (size - 8) / (children.length * fontSize)) : 1;
  return (
    <span className="bole-avatar" style={{ width: size, height: size, lineHeight: `${size - 2}px`, fontSize, background, ...style }}>
      <span style={scale < 1 ? { transform: `scale(${scale})` } : undefined}>{children}</span>
    </span>
  );
}
