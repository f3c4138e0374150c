// 邮件正文: the HTML under a small toolbar (加粗, 链接, 段落 wrap the selection) beside a live
// view of the body as written, tokens still showing. No rich-text editor: the company's HTML is
// what gets sent, so it stays visible and exact.
import { Button, Input } from 'antd';
import type { FocusEvent } from 'react';

type Props = {
  value?: string;
  onChange?: (value: string) => void;
  onFocus: (event: FocusEvent<HTMLTextAreaElement>) => void;
  onWrap: (before: string, after: string, fallback: string) => void;
  id?: string;
  /** The text area's accessible name (邮件正文 unless another template names its body). */
  label?: string;
};

const TOOLS = [
  { label: '加粗', before: '<strong>', after: '</strong>', fallback: '加粗文字' },
  { label: '链接', before: '<a href="https://">', after: '</a>', fallback: '链接文字' },
  { label: '段落', before: '<p>', after: '</p>', fallback: '段落文字' },
] as const;

const FRAME_STYLE = '<style>body{margin:0;padding:12px 16px;font:14px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329;word-break:break-word}</style>';

export function BodyField({ value = '', onChange, onFocus, onWrap, id, label = '邮件正文' }: Props) {
  return (
    <div className="bole-tpl-body">
      <div className="bole-tpl-body-edit">
        <div className="bole-tpl-toolbar" role="toolbar" aria-label="正文格式">
          {TOOLS.map((tool) => (
            <Button key={tool.label} size="small" onMouseDown={(event) => event.preventDefault()} onClick={() => onWrap(tool.before, tool.after, tool.fallback)}>
              {tool.label}
            </Button>
          ))}
        </div>
        <Input.TextArea id={id} aria-label={label} className="bole-tpl-body-text" value={value} onChange={(event) => onChange?.(event.target.value)} onFocus={onFocus} autoSize={{ minRows: 14, maxRows: 24 }} spellCheck={false} />
      </div>
      <div className="bole-tpl-body-view">
        <div className="bole-tpl-body-view-title">正文效果</div>
        <iframe title="正文效果" sandbox="" srcDoc={FRAME_STYLE + value} />
      </div>
    </div>
  );
}
