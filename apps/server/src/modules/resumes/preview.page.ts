// The page a Word 预览 is shown in (the attachment preview's <iframe>): the sanitised body on an
// A4-wide sheet with a Chinese font stack, or the reason there is no preview. The page is
// served under PREVIEW_CSP, so even markup the sanitiser let through could run nothing and
// load nothing: no script, no request, only inline styles and data: images.
import { escapeAttribute as escapeText } from './preview.sanitize';

/** A sandboxed page that may show inline styles and data: images and nothing else. */
export const PREVIEW_CSP = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";


const STYLE = `
html { background: #f0f2f5; }
body { margin: 0; padding: 24px 12px; color: #1f1f1f; font: 14px/1.7 "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif; }
.sheet { box-sizing: border-box; max-width: 794px; min-height: 400px; margin: 0 auto; padding: 48px 56px; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); overflow-wrap: anywhere; }
.sheet p { margin: 0 0 6px; }
.sheet h1, .sheet h2, .sheet h3, .sheet h4 { margin: 16px 0 8px; line-height: 1.4; }
.sheet table { border-collapse: collapse; margin: 8px 0; max-width: 100%; }
.sheet td, .sheet th { border: 1px solid #d9d9d9; padding: 4px 8px; vertical-align: top; }
.sheet img { max-width: 100%; height: auto; }
/* Word's own spacing: the runs of spaces that line up "姓    名" and the tabs between columns. */
.text p, .word p, .word td { white-space: pre-wrap; tab-size: 4; }
.sheet .omitted, .note { color: #8c8c8c; }
.failed { text-align: center; padding-top: 96px; }
.failed h1 { font-size: 16px; font-weight: 600; margin: 0 0 8px; }
.failed p { margin: 0; color: #595959; }
@media (max-width: 640px) { .sheet { padding: 24px 16px; } }
@media print { html, body { background: #fff; padding: 0; } .sheet { box-shadow: none; max-width: none; } }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeText(title)}</title><style>${STYLE}</style></head>\n<body>${body}</body></html>\n`;
}

/** The preview of a converted document; `body` is the sanitiser's output. */
export function previewPage(fileName: string, body: string): string {
  const content = body.trim() === '' ? '<p class="note">文档中没有可显示的文字或图片，请下载原文件查看。</p>' : body;
  return page(`预览 ${fileName}`, `<main class="sheet">${content}</main>`);
}

/** Why a document has no preview, in the frame where it would have been. */
export function failurePage(fileName: string, message: string): string {
  return page(`预览 ${fileName}`, `<main class="sheet failed"><h1>无法预览「${escapeText(fileName)}」</h1><p>${escapeText(message)}</p></main>`);
}
