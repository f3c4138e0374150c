// 下载简历 on the detail page: a menu of PDF and Word.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DownloadResumeMenu } from './DownloadResumeMenu';

describe('下载简历', () => {
  it('offers PDF and Word and answers the chosen format', async () => {
    const onDownload = vi.fn();
    render(<DownloadResumeMenu onDownload={onDownload} />);
    fireEvent.click(screen.getByRole('button', { name: /下载简历/ }));
    expect(screen.getByRole('menuitem', { name: 'PDF 格式' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Word 格式' }));
    expect(onDownload).toHaveBeenCalledWith('docx');
  });
});
