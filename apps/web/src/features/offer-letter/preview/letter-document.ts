// The letter as one HTML document for a sandboxed frame: 录用通知书 centred, the body as the
// server rendered it (the company's HTML, the values escaped), paragraphs indented two
// characters after the salutation, and the signature (company, date) at the right, as in the PDF.
import { escapeHtml, type OfferLetterPreview } from '@bole/domain';

const STYLE = `<style>
body{margin:0;padding:40px 56px;font:15px/1.9 -apple-system,"PingFang SC","Noto Sans SC","Microsoft YaHei",sans-serif;color:#1f1f1f;word-break:break-word;line-break:strict}
h1{margin:0 0 8px;text-align:center;font-size:24px;letter-spacing:.3em;padding-left:.3em}
hr{border:0;border-top:1px solid #d9d9d9;margin:0 0 20px}
main p{margin:0 0 6px;text-indent:2em;text-align:justify}
main p:first-child{text-indent:0}
footer{margin-top:36px;text-align:right}
footer p{margin:0}
</style>`;

/** The document the preview frame shows; the title, company and date are escaped here, the body was escaped by the server's renderer. */
export function letterDocument(preview: OfferLetterPreview): string {
  return [
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">',
    STYLE,
    '</head><body>',
    `<h1>${escapeHtml(preview.title)}</h1><hr>`,
    `<main>${preview.html}</main>`,
    `<footer><p>${escapeHtml(preview.companyName)}</p><p>${escapeHtml(preview.date)}</p></footer>`,
    '</body></html>',
  ].join('');
}
