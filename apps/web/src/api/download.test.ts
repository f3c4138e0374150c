import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '../lib/session';
import { download, serverFileName } from './download';

describe('serverFileName', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(serverFileName(`attachment; filename="_Java_20260308.pdf"; filename*=UTF-8''%E9%99%88%E6%80%9D%E8%BF%9C_Java_20260308.pdf`)).toBe('陈思远_Java_20260308.pdf');
    expect(serverFileName('attachment; filename="report.xlsx"')).toBe('report.xlsx');
  });

  it('answers null without a usable name', () => {
    expect(serverFileName(null)).toBeNull();
    expect(serverFileName('attachment')).toBeNull();
    expect(serverFileName(`attachment; filename*=UTF-8''%E9%99%8`)).toBeNull();
  });
});

describe('download', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the session in the token header and saves the answer as a blob through a link', async () => {
    // The server refuses an export by the cookie alone (a cross-site link would carry it too).
    saveToken('session-token');
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename*=UTF-8''%E7%AE%80%E5%8E%86.pdf` } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:bole/1');
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    await download({ url: '/api/resumes/7/export', params: { format: 'pdf' }, fileName: '简历.pdf' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/resumes/7/export?format=pdf');
    expect((init.headers as Record<string, string>).token).toBe('session-token');
    expect(clicked).toEqual([{ href: 'blob:bole/1', download: '简历.pdf' }]);
  });
});
