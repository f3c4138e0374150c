// File download helper (spec section 7): GET with a query string, or POST with a binary
// response, saved under the given file name while 文件下载中... shows.
import { notifyLoading } from '../lib/notify';
import { ERROR_TEXT } from './errors';
import { interpret, readBody, send } from './http';
import type { Params } from './params';

export type DownloadOptions = {
  url: string;
  /** The name to save under when the server names none (Content-Disposition). */
  fileName: string;
  method?: 'GET' | 'POST';
  params?: Params;
  body?: unknown;
  form?: boolean;
};

/** Saves a blob through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The file name a Content-Disposition header gives, the UTF-8 `filename*` first; null when none. */
export function serverFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(header)?.[1] ?? null;
}

export async function download(options: DownloadOptions): Promise<void> {
  const done = notifyLoading(`download:${options.fileName}`, ERROR_TEXT.downloading);
  try {
    const method = options.method ?? 'GET';
    const response = await send(options.url, {
      method,
      params: options.params,
      body: method === 'POST' ? (options.body ?? {}) : undefined,
      form: options.form,
    });
    const type = response.headers.get('content-type') ?? '';
    // Errors come back as the JSON envelope instead of a file.
    if (!response.ok || type.includes('application/json')) {
      interpret<unknown>(response, await readBody(response), {});
      return;
    }
    saveBlob(await response.blob(), serverFileName(response.headers.get('content-disposition')) ?? options.fileName);
  } finally {
    done();
  }
}
