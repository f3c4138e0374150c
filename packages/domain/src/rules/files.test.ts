import { describe, it, expect } from 'vitest';
import { fileExtension, isAllowedAttachment, isImageFile, isPreviewable, isWordPreview } from './files';

describe('fileExtension', () => {
  it('returns the lower-case extension', () => {
    expect(fileExtension('简历.PDF')).toBe('pdf');
    expect(fileExtension('a.tar.gz')).toBe('gz');
    expect(fileExtension('/files/2024/photo.JPeG?x-oss=1#top')).toBe('jpeg');
    expect(fileExtension('C:\\docs\\offer.docx')).toBe('docx');
  });

  it('is empty without an extension', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.png')).toBe('');
    expect(fileExtension('dir.v2/file')).toBe('');
    expect(fileExtension('')).toBe('');
    expect(fileExtension(null)).toBe('');
  });
});

describe('isImageFile', () => {
  it.each(['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.webp', 'a.BMP'])('%s is an image', (v) => expect(isImageFile(v)).toBe(true));
  it.each(['a.pdf', 'a.svg', 'a.tiff', 'jpg', 'a.jpg.exe', ''])('%j is not an image', (v) => expect(isImageFile(v)).toBe(false));
});

describe('isPreviewable', () => {
  it.each(['a.jpg', 'a.JPEG', 'a.png', 'a.PDF', 'https://cdn.bole.cn/x.pdf?t=1', '简历.doc', '简历.DOCX'])('%s is previewable', (v) =>
    expect(isPreviewable(v)).toBe(true),
  );
  it.each(['a.gif', 'a.webp', 'a.bmp', 'a.wps', 'a.rtf', 'a.xlsx', 'docx', undefined])('%j is not previewable', (v) =>
    expect(isPreviewable(v)).toBe(false),
  );
});

describe('isWordPreview', () => {
  it.each(['a.doc', 'a.DOCX', '智联招聘_李娜.doc'])('%s is shown as the server\'s page', (v) => expect(isWordPreview(v)).toBe(true));
  it.each(['a.pdf', 'a.docm', 'a.wps', 'doc', null])('%j is not', (v) => expect(isWordPreview(v)).toBe(false));
});

describe('isAllowedAttachment', () => {
  it.each(['简历.PDF', 'a.docx', 'a.doc', 'a.wps', 'a.jpg', 'a.webp', 'a.txt', 'a.html', 'a.xlsx', 'a.pptx', 'a.zip', 'a.rar'])('%s may be uploaded', (v) =>
    expect(isAllowedAttachment(v)).toBe(true),
  );
  it.each(['a.exe', 'a.bat', 'a.js', 'a.svg', 'a.sh', 'a.pdf.exe', 'pdf', 'a.', '', null])('%j is refused', (v) => expect(isAllowedAttachment(v)).toBe(false));
});
