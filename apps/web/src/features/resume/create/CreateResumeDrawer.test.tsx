// 新建简历: the name is refused over 30 characters (nothing is sent); a malformed phone is
// warned about but stored, and the answer's parseStatus reads in Chinese.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { mockApi, renderPage, type ApiCall } from '../test-utils';
import CreateResumeDrawer from './CreateResumeDrawer';

let calls: ApiCall[];
const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/resumes');

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi({
    'POST /api/resumes': ({ body }) =>
      (body as { name: string }).name.length > 30
        ? { status: 400, body: { status: '30001', message: '姓名最多30个字符', data: { parseStatus: 8 } } }
        : { id: 501, parseStatus: 6, duplicateOfId: null, duplicateKind: null },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('新建简历', { timeout: 20_000 }, () => {
  it('refuses a name over 30 characters inline and sends nothing', async () => {
    renderPage(<CreateResumeDrawer onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '欧'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));
    expect(await screen.findByText('姓名最多30个字符')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('asks for a name', async () => {
    renderPage(<CreateResumeDrawer onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: '保存简历' }));
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('stores a resume with a malformed phone, warning first and showing how it was stored', async () => {
    renderPage(<CreateResumeDrawer onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: ' 张伟 ' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '1380013' } });
    expect(await screen.findByText(/手机号格式不正确.*仍可保存/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('学校名称'), { target: { value: '北京大学' } });
    fireEvent.change(screen.getByLabelText('专业'), { target: { value: '软件工程' } });
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    // Trimmed; the empty work entry is not sent; the school entry is.
    expect(posts()[0]!.body).toEqual({ name: '张伟', mobile: '1380013', educations: [{ eduTime: null, graduationSchool: '北京大学', degree: null, professional: '软件工程' }] });
    expect(await screen.findByText('已入库（手机号格式有误）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看简历' })).toBeTruthy();
  });

  it('puts the server’s 姓名最多30个字符 under the name when it refuses', async () => {
    renderPage(<CreateResumeDrawer onClose={() => undefined} />);
    // 30 characters after trimming pass the form; the server counts differently here on purpose.
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: 'A'.repeat(30) + ' ' } });
    mockApi({ 'POST /api/resumes': () => ({ status: 400, body: { status: '30001', message: '姓名最多30个字符', data: { parseStatus: 8 } } }) });
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));
    expect(await screen.findByText('姓名最多30个字符')).toBeTruthy();
  });
});
