// 上传简历: many files at once go three at a time, each shows its progress and then its result;
// a refused file never stops the others, a zip lists its resumes, and the summary counts them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage } from '../test-utils';
import { UploadResumesDrawer } from './UploadResumesDrawer';

/** XMLHttpRequest as xhr-upload uses it; every request is kept until the test answers it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  done = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.done = true;
    this.onabort?.();
  }
  get fileName() {
    return (this.body!.get('file') as File).name;
  }
  answer(status: number, body: unknown) {
    this.done = true;
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const inFlight = () => FakeXhr.sent.filter((x) => !x.done);
const pick = (names: string[]) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file][accept]')!;
  fireEvent.change(input, { target: { files: names.map((n) => new File([n.endsWith('.zip') ? 'PK' : 'resume'], n)) } });
};
const stored = (id: number, parseStatus: number, storageResult: number, reason: string | null = null, duplicateOfId: number | null = null) => ({
  status: 200,
  data: { id, parseStatus, storageResult, duplicateOfId, duplicateKind: null, fileName: 'x', format: 'pdf', reason },
});

beforeEach(() => {
  resetSessionStoreForTests();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  mockApi({});
});
afterEach(() => {
  Modal.destroyAll();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('上传简历', { timeout: 20_000 }, () => {
  it('uploads three at a time, shows progress, and reports each file whatever happens to the others', async () => {
    renderPage(<UploadResumesDrawer open onClose={() => undefined} />);
    await screen.findByText('将简历文件或文件夹拖到此处');
    pick(['张伟.pdf', '李娜.docx', '损坏.pdf', '王芳.html', '刘洋.txt', '报表.xlsx', '简历包.zip']);

    // The unsupported file is refused at once; three uploads start, the rest wait.
    expect(await screen.findByText(/不支持该文件格式/)).toBeTruthy();
    await waitFor(() => expect(inFlight()).toHaveLength(3));
    expect(FakeXhr.sent.map((x) => x.fileName)).toEqual(['张伟.pdf', '李娜.docx', '损坏.pdf']);
    expect(FakeXhr.sent[0]!.url).toBe('/api/resumes/upload');
    expect(FakeXhr.sent[0]!.headers.token).toBe('test-token');
    expect(screen.getAllByText('等待上传')).toHaveLength(3);

    FakeXhr.sent[0]!.upload.onprogress?.({ lengthComputable: true, loaded: 45, total: 100 });
    expect(await screen.findByText('上传中 45%')).toBeTruthy();
    FakeXhr.sent[0]!.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    expect(await screen.findByText('解析入库中…')).toBeTruthy();

    FakeXhr.sent[2]!.answer(400, { status: '31004', message: '文件已损坏或不是它的扩展名所示的格式，无法打开', data: { storageResult: 2 } });
    FakeXhr.sent[0]!.answer(200, stored(11, 1, 1));
    FakeXhr.sent[1]!.answer(200, stored(12, 4, 1, '简历中没有手机号'));
    await waitFor(() => expect(inFlight()).toHaveLength(3));
    const [wang, liu, zip] = FakeXhr.sent.slice(3);
    expect(zip!.url).toBe('/api/resumes/upload/batch');
    wang!.answer(200, stored(13, 5, 3, '手机号与简历#11重复，已保存并关联', 11));
    liu!.answer(200, stored(11, 7, 3, '该文件已上传过，对应简历#11', 11));
    zip!.answer(200, {
      status: 200,
      data: {
        total: 2,
        stored: 1,
        duplicates: 0,
        failed: 1,
        items: [
          { fileName: '简历包.zip/陈晨.pdf', storageResult: 1, id: 14, parseStatus: 1, format: 'pdf', reason: null },
          { fileName: '简历包.zip/加密.pdf', storageResult: 2, id: null, parseStatus: null, format: null, reason: '文件设置了打开密码，请去除密码后重新上传' },
        ],
      },
    });

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('共 8 份：成功 3（其中有标记 1），重复 2，失败 3清空列表'));
    expect(screen.getByText('文件已损坏或不是它的扩展名所示的格式，无法打开')).toBeTruthy();
    expect(screen.getByText('文件设置了打开密码，请去除密码后重新上传')).toBeTruthy();
    const li = within(screen.getByRole('listitem', { name: '李娜.docx' }));
    expect(li.getByText('入库成功但有标记')).toBeTruthy();
    expect(li.getByRole('link', { name: '查看简历' }).getAttribute('href')).toBe('/resume/detail/12');
    const dup = within(screen.getByRole('listitem', { name: '王芳.html' }));
    expect(dup.getByText('重复')).toBeTruthy();
    expect(dup.getByRole('link', { name: '查看重复的简历' }).getAttribute('href')).toBe('/resume/detail/11');
    expect(within(screen.getByRole('listitem', { name: '刘洋.txt' })).getByRole('link', { name: '查看已有简历' }).getAttribute('href')).toBe('/resume/detail/11');
    expect(within(screen.getByRole('listitem', { name: '简历包.zip' })).getByText('陈晨.pdf')).toBeTruthy();
  });

  it('asks before closing mid-way and cancels what has not finished', async () => {
    const onClose = vi.fn();
    renderPage(<UploadResumesDrawer open onClose={onClose} />);
    await screen.findByText('将简历文件或文件夹拖到此处');
    pick(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf']);
    await waitFor(() => expect(inFlight()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /Close|关闭/ }));
    expect((await screen.findAllByText('还有 4 个文件没有处理完')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '取消上传并关闭' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(inFlight()).toHaveLength(0);
    expect(FakeXhr.sent).toHaveLength(3);
  });

  it('offers 加入职位 for the resumes the uploads stored, once they are done', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    mockApi({ 'GET /api/jobs': () => ({ list: [], total: 0, page: 1, pageSize: 50 }) }, hrInfo([210001, 210002, 210006]));
    renderPage(<UploadResumesDrawer open onClose={() => undefined} />);
    await screen.findByText('将简历文件或文件夹拖到此处');
    pick(['张伟.pdf', '李娜.pdf', '损坏.pdf']);
    await waitFor(() => expect(inFlight()).toHaveLength(3));
    const [a, b, c] = inFlight();
    a!.answer(200, stored(501, 1, 1));
    b!.answer(200, stored(502, 1, 3, '与简历#77重复', 77));
    expect(screen.queryByRole('button', { name: /加入职位/ })).toBeNull();
    c!.answer(200, { status: '30010', message: '文件已损坏，无法解析' });
    fireEvent.click(await screen.findByRole('button', { name: /加入职位（2）/ }));
    expect(await screen.findByText('将 2 份简历加入职位', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
