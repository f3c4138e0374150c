// Copy helper (spec section 8): 已复制到剪贴板, or 浏览器版本过低，请升级 when the browser cannot copy.
import { notifySuccess, notifyWarning } from '../lib/notify';
import { ERROR_TEXT } from './errors';

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies text and tells the user how it went; resolves true on success. */
export async function copyText(text: string): Promise<boolean> {
  let ok = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      ok = true;
    } else {
      ok = legacyCopy(text);
    }
  } catch {
    ok = legacyCopy(text);
  }
  if (ok) notifySuccess(ERROR_TEXT.copied);
  else notifyWarning(ERROR_TEXT.copyUnsupported);
  return ok;
}
