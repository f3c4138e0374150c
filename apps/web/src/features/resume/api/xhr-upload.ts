// A multipart POST with upload progress (XMLHttpRequest: fetch reports none), read through the
// same envelope rules as every other call. Attachments and resume files share it.
import { ApiError, ERROR_TEXT } from '../../../api/errors';
import { interpret, sessionHeaders } from '../../../api/http';
import { notifyError } from '../../../lib/notify';

// A 20 MB file on a slow line takes minutes; the 30 s limit of ordinary calls would cut it off.
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export type XhrUploadOptions = {
  /** 0-100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Do not toast a refusal: the caller shows it. */
  silent?: boolean;
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text === '' ? undefined : text;
  }
}

/** Posts the form and resolves with the envelope's data; rejects with ApiError, or an AbortError when cancelled. */
export function xhrUpload<T>(url: string, form: FormData, { onProgress, signal, silent }: XhrUploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('上传已取消', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    const failNetwork = (text: string) => {
      if (!silent) notifyError(text);
      reject(new ApiError(text, 0, 0));
    };
    xhr.onerror = () => failNetwork(ERROR_TEXT.network);
    xhr.ontimeout = () => failNetwork(ERROR_TEXT.timeout);
    xhr.onabort = () => reject(new DOMException('上传已取消', 'AbortError'));
    xhr.onload = () => {
      try {
        resolve(interpret<T>(new Response(null, { status: xhr.status }), parse(xhr.responseText), { silent }));
      } catch (error) {
        reject(error);
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
