// Offer邮件预览: the default template's letter rendered with sample values in a frame that runs
// nothing (title, escaped body, signature), another template picked by the address, 下载PDF.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferLetterPreview, OfferLetterTemplate } from '@bole/domain';
import { adminInfo, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { resetSessionStoreForTests } from '../../../lib/session';
import { letterDocument } from './letter-document';
import { OfferLetterPreviewPage } from './OfferLetterPreviewPage';

let calls: ApiCall[];

const templates: OfferLetterTemplate[] = [
  { id: 5, name: '标准录用通知书', content: '<p>尊敬的${personName}：</p>', isDefault: true, updatedAt: '2026-11-27T08:00:00.000Z' },
  { id: 6, name: '校招录用通知', content: '<p>${personName}同学：</p>', isDefault: false, updatedAt: '2026-11-28T01:00:00.000Z' },
];
const preview = (id: number): OfferLetterPreview => ({
  templateId: id,
  templateName: templates.find((t) => t.id === id)!.name,
  title: '录用通知书',
  html: '<p>尊敬的&lt;script&gt;alert(1)&lt;/script&gt;：</p><p>您好！</p>',
  companyName: '星河<智能>科技有限公司',
  date: '2026年12月1日',
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <OfferLetterPreviewPage /> }], { initialEntries: [path] });
  return renderWithApp(<RouterProvider router={router} />);
}

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi(
    {
      'GET /api/offer-letter-templates': () => templates,
      'GET /api/offer-letter-templates/5/preview': () => preview(5),
      'GET /api/offer-letter-templates/6/preview': () => preview(6),
      'GET /api/offer-letter-templates/5/sample.pdf': () => null,
    },
    adminInfo([220009]),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Offer邮件预览', { timeout: 30_000 }, () => {
  it('shows the default template’s letter as the candidate reads it, and downloads its PDF', async () => {
    renderAt('/recruit/preview/offeremail');
    expect(await screen.findByText('以示例数据预览「标准录用通知书」：发送Offer时替换为候选人和Offer的实际信息，并生成PDF作为邮件附件。')).toBeTruthy();
    const frame = screen.getByTitle('录用通知书') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    const doc = frame.getAttribute('srcdoc')!;
    expect(doc).toContain('<h1>录用通知书</h1>');
    expect(doc).toContain('尊敬的&lt;script&gt;alert(1)&lt;/script&gt;：');
    expect(doc).not.toContain('<script>');
    expect(doc).toContain('<footer><p>星河&lt;智能&gt;科技有限公司</p><p>2026年12月1日</p></footer>');
    fireEvent.click(screen.getByRole('button', { name: '下载PDF' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/offer-letter-templates/5/sample.pdf')).toBe(true));
  });

  it('shows the template the address names, and switches with the picker', async () => {
    renderAt('/recruit/preview/offeremail?templateId=6');
    expect(await screen.findByText(/以示例数据预览「校招录用通知」/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Offer模板'), { target: { value: '5' } });
    expect(await screen.findByText(/以示例数据预览「标准录用通知书」/)).toBeTruthy();
  });

  it('indents paragraphs after the salutation, like the PDF', () => {
    expect(letterDocument(preview(5))).toContain('main p{margin:0 0 6px;text-indent:2em');
  });
});
