// The portal's HTML frame: escaping, the page shell with its few lines of CSS (mobile first,
// the company's colour), and a strict content policy (no scripts at all).

/** Text and attribute values into HTML. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A piece of HTML already escaped. */
export type Html = { readonly html: string };
export const raw = (html: string): Html => ({ html });

/** Tagged template: interpolated values are escaped unless they are Html (or lists of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const part = (v: unknown): string => (v === null || v === undefined || v === false ? '' : Array.isArray(v) ? v.map(part).join('') : typeof v === 'object' && 'html' in v ? (v as Html).html : esc(v));
  return raw(strings.reduce((out, s, i) => out + s + (i < values.length ? part(values[i]) : ''), ''));
}

/** Scripts never run on the portal; styles are the inline sheet; pictures from here or https. */
export const PORTAL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const CSS = `
*{box-sizing:border-box}body{margin:0;font:15px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f1f1f;background:#f5f6f8;-webkit-text-size-adjust:100%;display:flex;flex-direction:column;min-height:100vh}main{flex:1 0 auto;width:100%}
a{color:var(--c);text-decoration:none}img{max-width:100%}
.top{background:#fff;border-bottom:1px solid #eee;position:sticky;top:0;z-index:2}
.top .in{display:flex;align-items:center;gap:10px;height:52px}
.top .brand{display:flex;align-items:center;gap:10px;color:inherit;min-width:0}.top img{height:30px;width:auto;border-radius:4px}.top b{font-size:16px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.in{max-width:760px;margin:0 auto;padding:0 16px}
.hero{background:var(--c);background-image:linear-gradient(135deg,var(--c),rgba(0,0,0,.25));color:#fff;padding:28px 0 30px}
.hero h1{margin:0 0 6px;font-size:24px;line-height:1.3}.hero p{margin:0;opacity:.92}
.hero .pic{display:block;width:100%;max-height:220px;object-fit:cover;border-radius:10px;margin-top:16px}
.card{background:#fff;border-radius:10px;padding:16px;margin:12px 0;box-shadow:0 1px 2px rgba(0,0,0,.04)}
.card h2{font-size:17px;margin:0 0 8px}
.pre{white-space:pre-wrap;word-break:break-word;margin:0}
.search{display:grid;gap:8px;grid-template-columns:1fr 1fr}
.search .kw{grid-column:1/-1;display:flex;gap:8px}
input,select,textarea{font:inherit;width:100%;padding:10px 12px;border:1px solid #d9d9d9;border-radius:8px;background:#fff;color:inherit;min-height:44px}
input:focus,select:focus,textarea:focus{outline:2px solid var(--c);outline-offset:-1px;border-color:var(--c)}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 20px;border:0;border-radius:8px;background:var(--c);color:#fff;font:inherit;font-weight:600;cursor:pointer;white-space:nowrap}
.btn.block{width:100%}.btn.ghost{background:#fff;color:var(--c);border:1px solid var(--c)}
.count{color:#8c8c8c;font-size:13px;margin:14px 2px 0}
.job{display:block;color:inherit}.job .row{display:flex;justify-content:space-between;gap:12px;align-items:baseline}
.job h3{margin:0;font-size:16px}.sal{color:#f5222d;font-weight:600;white-space:nowrap}
.tags{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}.tags span{background:#f2f4f7;color:#595959;border-radius:4px;padding:1px 8px;font-size:12px}
.pager{display:flex;justify-content:space-between;align-items:center;margin:12px 0;color:#8c8c8c;font-size:13px}
.empty{text-align:center;color:#8c8c8c;padding:32px 0}
.grid{display:grid;gap:12px;grid-template-columns:1fr}.grid img{width:100%;height:140px;object-fit:cover;border-radius:8px}
.grid h3{margin:6px 0 2px;font-size:15px}.grid p{margin:0;color:#595959;font-size:14px}
.back{display:inline-block;margin:12px 0 0;font-size:14px}
.bar{position:sticky;bottom:0;background:#fff;border-top:1px solid #eee;padding:10px 0 calc(10px + env(safe-area-inset-bottom))}
label.f{display:block;margin:14px 0 6px;font-weight:600;font-size:14px}label.f i{color:#f5222d;font-style:normal;margin-right:2px}
.err{color:#f5222d;font-size:13px;margin-top:4px}.alert{background:#fff2f0;border:1px solid #ffccc7;color:#a8071a;border-radius:8px;padding:10px 12px;margin:12px 0}
.radio{display:flex;gap:18px}.radio label{display:flex;align-items:center;gap:6px}.radio input{width:auto;min-height:0}
.consent{max-height:140px;overflow:auto;background:#fafafa;border:1px solid #f0f0f0;border-radius:8px;padding:10px 12px;font-size:13px;color:#595959;margin-top:16px}
.agree{display:flex;gap:8px;align-items:flex-start;margin:10px 0 16px;font-size:14px}.agree input{width:18px;min-height:18px;margin-top:3px}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.hint{color:#8c8c8c;font-size:12px;margin-top:4px}
.reqs{margin:0 0 10px;display:grid;gap:6px}.reqs div{display:flex;gap:12px}.reqs dt{color:#8c8c8c;flex:0 0 4.5em}.reqs dd{margin:0;min-width:0;word-break:break-word}
.done{text-align:center;padding:36px 16px}.done .ok{width:64px;height:64px;border-radius:50%;background:#52c41a;color:#fff;font-size:38px;line-height:64px;margin:0 auto 12px}
.done h1{font-size:21px;margin:0 0 8px}
footer{color:#bfbfbf;font-size:12px;text-align:center;padding:24px 0 32px}
@media (min-width:720px){.search{grid-template-columns:2fr 1fr 1fr 1fr auto}.search .kw{grid-column:auto}.grid{grid-template-columns:1fr 1fr}.hero{padding:44px 0}.hero h1{font-size:30px}}
`.replace(/\n/g, '');

export type Shell = { title: string; description?: string; color: string; companyName: string; homeUrl: string; logoUrl: string | null; body: Html };

/** A whole page: head with the SEO title and description, the company bar, the body, the footer. */
export function page(s: Shell): string {
  return `<!doctype html>${
    html`<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>${s.title}</title>${s.description ? html`<meta name="description" content="${s.description}">` : ''}<meta name="theme-color" content="${s.color}">
<style>:root{--c:${s.color}}${raw(CSS)}</style></head><body>
<header class="top"><div class="in"><a class="brand" href="${s.homeUrl}">${s.logoUrl ? html`<img src="${s.logoUrl}" alt="">` : ''}<b>${s.companyName}</b></a></div></header>
${s.body}
<footer>${s.companyName} · 招聘官网</footer></body></html>`.html
  }`;
}
