// The 简历助手 bookmarklet. `capturePage` runs on the job board's page, not in Bole: it is
// turned into source text with the Bole address and the helper key baked in, so it must not
// use anything from outside its own body (no imports, no module constants, no helpers).
import { HELPER_KEY_HEADER } from '@bole/domain';

/**
 * Sends the open page (scripts, styles and images stripped) to Bole and shows the answer in a
 * small box at the top right of the page. Exported for tests; use `bookmarkletHref`.
 */
export function capturePage(origin: string, key: string, header: string): void {
  const BOX_ID = 'bole-helper-result';
  document.getElementById(BOX_ID)?.remove();
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'status');
  box.style.cssText =
    'position:fixed;top:16px;right:16px;z-index:2147483647;width:320px;box-sizing:border-box;padding:12px 36px 12px 16px;border-radius:8px;background:#fff;color:#1f2329;' +
    'font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;text-align:left;box-shadow:0 6px 24px rgba(0,0,0,.18);border-left:4px solid #1d5eff';
  const title = document.createElement('div');
  title.style.cssText = 'font-weight:600;margin-bottom:2px';
  title.textContent = '伯乐招聘 · 简历助手';
  const text = document.createElement('div');
  text.textContent = '正在收录简历…';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', '关闭');
  close.style.cssText = 'position:absolute;top:6px;right:8px;border:0;background:none;font-size:18px;line-height:1;color:#8c93a3;cursor:pointer;padding:4px';
  close.onclick = () => box.remove();
  box.append(title, text, close);
  document.body.appendChild(box);

  const show = (color: string, message: string, link?: { href: string; label: string }) => {
    box.style.borderLeftColor = color;
    text.textContent = message;
    if (link) {
      const a = document.createElement('a');
      a.href = link.href;
      a.target = '_blank';
      a.rel = 'noopener';
      a.textContent = link.label;
      a.style.cssText = 'display:inline-block;margin-top:4px;color:#1d5eff;text-decoration:none';
      box.appendChild(a);
    }
  };

  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('script,style,noscript,iframe,svg,canvas,video,audio,img,link,template,#' + BOX_ID).forEach((node) => node.remove());
  const body = JSON.stringify({ url: location.href, title: document.title, html: '<!DOCTYPE html>' + copy.outerHTML });

  fetch(origin + '/api/helper/capture', { method: 'POST', mode: 'cors', credentials: 'omit', headers: { 'content-type': 'application/json', [header]: key }, body })
    .then(
      (res) =>
        res.json() as Promise<{ status: number | string; message?: string; data?: { id: number; name: string; parseStatus: number; storageResult: number; channelName: string | null; reason: string | null } }>,
    )
    .then((answer) => {
      const r = answer.data;
      if (answer.status !== 200 || !r) return show('#e5484d', answer.message || '收录失败，请稍后重试');
      const where = r.channelName ? '（' + r.channelName + '）' : '';
      const link = { href: origin + '/resume/detail/' + r.id, label: '在伯乐招聘中查看 →' };
      // 7: this very page was taken before; other duplicates are stored and linked to the earlier resume.
      if (r.parseStatus === 7) return show('#f59a23', '「' + r.name + '」的这份简历已在人才库中' + where + '，未重复入库', link);
      if (r.storageResult === 3) return show('#f59a23', '已收录「' + r.name + '」' + where + '，' + (r.reason || '与已有简历重复，已关联'), link);
      show('#16a36a', '已收录「' + r.name + '」' + where + (r.reason ? '，' + r.reason : ''), link);
    })
    .catch(() => show('#e5484d', '无法连接伯乐招聘（' + origin + '）。请确认伯乐招聘可以访问；若该网站禁止向其他网站发送数据，请下载简历后通过「上传简历」入库。'));
}

/** The bookmark's address: the script with this Bole address and key. */
export function bookmarkletHref(origin: string, key: string): string {
  const code = `(${capturePage.toString()})(${JSON.stringify(origin)},${JSON.stringify(key)},${JSON.stringify(HELPER_KEY_HEADER)});void 0`;
  return `javascript:${encodeURIComponent(code)}`;
}
