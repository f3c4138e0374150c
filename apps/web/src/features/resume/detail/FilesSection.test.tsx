// 附件 on the detail page: preview for jpg/jpeg/png/pdf and Word (the server's page), download for every file, upload
// and delete by permission, upload progress and the server's refusal shown on the file; without
// 250001 the original's 脱敏版 only and no other file.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeDetail } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage } from '../test-utils';
import { FilesSection } from './FilesSection';

type File_ = ResumeDetail['files'][number];
const file = (id: number, fileName: string, previewable: boolean, kind = 'attachment'): File_ => ({ id, kind, fileName, mime: null, size: 245_760, previewable, createdAt: '2026-03-08T06:30:00.000Z' });
const FILES = [file(1, '李雨桐-简历.pdf', true, 'original'), file(2, '作品集.docx', false), file(3, '证件照.png', true), file(4, '推荐报告.doc', true, 'recommendation')];

/** XMLHttpRequest as the upload uses it: records what was sent, answers when told to. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function show(files: File_[], codes: number[], deletedAt: string | null = null, contactMasked = false) {
  const calls = mockApi({ 'DELETE /api/resumes/101/files/2': () => null }, hrInfo(codes));
  renderPage(<FilesSection resume={{ id: 101, files, deletedAt, contactMasked }} />);
  return calls;
}

const ALL = [210001, 250002, 250004, 250005];

beforeEach(() => {
  resetSessionStoreForTests();
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  // antd's confirm dialogs live outside the rendered tree and outlast it.
  Modal.destroyAll();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('附件', { timeout: 20_000 }, () => {
  it('offers 预览 for the files the server marks previewable, and 下载 for every file', async () => {
    show(FILES, ALL);
    expect(await screen.findByRole('button', { name: '预览 李雨桐-简历.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '预览 证件照.png' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '预览 推荐报告.doc' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '预览 作品集.docx' })).toBeNull();
    for (const f of FILES) expect(screen.getByRole('button', { name: `下载 ${f.fileName}` })).toBeTruthy();
    expect(screen.getByText('原始简历')).toBeTruthy();
  });

  it('previews a pdf in a frame and an image in an <img>, both from the file address', async () => {
    show(FILES, ALL);
    fireEvent.click(await screen.findByRole('button', { name: '预览 李雨桐-简历.pdf' }));
    const frame = await screen.findByTitle('预览 李雨桐-简历.pdf');
    expect(frame.getAttribute('src')).toBe('/api/resumes/101/files/1');
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: '关闭' }).at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: '预览 证件照.png' }));
    expect((await screen.findByRole('img', { name: '证件照.png' })).getAttribute('src')).toBe('/api/resumes/101/files/3');
  });

  it('previews a Word file in a frame showing the page the server makes of it', async () => {
    show(FILES, ALL);
    fireEvent.click(await screen.findByRole('button', { name: '预览 推荐报告.doc' }));
    const frame = await screen.findByTitle('预览 推荐报告.doc');
    expect(frame.getAttribute('src')).toBe('/api/resumes/101/files/4');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: /下载/ })).toBeTruthy();
  });

  it('deletes a file after confirmation with 250005 only', async () => {
    const calls = show(FILES, ALL);
    fireEvent.click(await screen.findByRole('button', { name: '删除 作品集.docx' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('删除附件「作品集.docx」？').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/resumes/101/files/2')).toBe(true));
  });

  it('shows nothing for a resume without files when the caller may not upload', async () => {
    show([], [210001, 250002]);
    await waitFor(() => expect(screen.queryByText('附件')).toBeNull());
    expect(screen.queryByText(/暂无附件/)).toBeNull();
  });

  it('shows neither upload nor delete without 250004 and 250005', async () => {
    show(FILES, [210001, 250002]);
    expect(await screen.findByRole('button', { name: '下载 作品集.docx' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /上传附件/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
  });

  it('offers upload on a resume without files and sends the file with the chosen kind and the session headers', async () => {
    show([], ALL);
    expect(await screen.findByText(/暂无附件/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /上传附件/ })).toBeTruthy();
    const picked = new File(['%PDF-1.4 test'], '王磊-推荐报告.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [picked] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/resumes/101/files');
    expect(xhr.headers.token).toBe('test-token');
    expect(xhr.body!.get('kind')).toBe('attachment');
    expect((xhr.body!.get('file') as File).name).toBe('王磊-推荐报告.pdf');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    expect(await screen.findByRole('progressbar', { name: '正在上传 王磊-推荐报告.pdf' })).toBeTruthy();
    xhr.answer(409, { status: '30014', message: '该附件已上传过，在简历「王磊」（#88）中' });
    expect(await screen.findByText('该附件已上传过，在简历「王磊」（#88）中')).toBeTruthy();
  });

  it('refuses a file type outside the list before sending anything', async () => {
    show([], ALL);
    const picked = new File(['MZ'], 'setup.exe');
    fireEvent.change(await screen.findByTestId('attachment-input'), { target: { files: [picked] } });
    expect(await screen.findByText(/不支持该文件类型/)).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
  });

  it('without 250001 offers the original only as its 脱敏版 and no other file, and says why', async () => {
    show(FILES, [210001, 250002], null, true);
    expect(await screen.findByText(/您没有查看候选人联系方式的权限/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载 李雨桐-简历.pdf 的脱敏版标准简历' }).textContent).toBe('下载脱敏版');
    for (const f of FILES) {
      expect(screen.queryByRole('button', { name: `下载 ${f.fileName}` })).toBeNull();
      expect(screen.queryByRole('button', { name: `预览 ${f.fileName}` })).toBeNull();
    }
    expect(screen.getAllByText('无权查看')).toHaveLength(FILES.length - 1);
    expect(screen.getAllByText('无权查看')[0]!.getAttribute('title')).toContain('需“查看候选人联系方式”权限');
  });

  it('previews the 脱敏版 of an original Word file as a PDF in a frame', async () => {
    show([file(7, '赵子轩-简历.docx', false, 'original')], [210001, 250002], null, true);
    fireEvent.click(await screen.findByRole('button', { name: '预览 赵子轩-简历.docx 的脱敏版标准简历' }));
    const frame = await screen.findByTitle('预览 赵子轩-简历.docx（脱敏版标准简历）');
    expect(frame.getAttribute('src')).toBe('/api/resumes/101/files/7');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: /下载脱敏版/ })).toBeTruthy();
  });

  it('does not offer upload or delete on a deleted resume', async () => {
    show(FILES, ALL, '2026-03-09T00:00:00.000Z');
    expect(await screen.findByRole('button', { name: '下载 作品集.docx' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /上传附件/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
  });
});
