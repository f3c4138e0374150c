import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition, contentMatchesName, contentTypeOf } from './serve';

describe('contentDisposition', () => {
  it('keeps an ASCII name and adds the UTF-8 form', () => {
    expect(contentDisposition('inline', 'resume 2024.pdf')).toBe(`inline; filename="resume 2024.pdf"; filename*=UTF-8''resume%202024.pdf`);
  });

  it('encodes a Chinese name per RFC 5987 with an ASCII fallback', () => {
    expect(contentDisposition('attachment', '张三的简历.pdf', 'attachment-7')).toBe(`attachment; filename="attachment-7.pdf"; filename*=UTF-8''%E5%BC%A0%E4%B8%89%E7%9A%84%E7%AE%80%E5%8E%86.pdf`);
    expect(contentDisposition('attachment', '张三_Java.docx')).toBe(`attachment; filename="_Java.docx"; filename*=UTF-8''%E5%BC%A0%E4%B8%89_Java.docx`);
  });

  it('leaves no quote, backslash or header break in the fallback', () => {
    const header = contentDisposition('attachment', 'a"b\\c\r\nd;e.txt');
    expect(header.startsWith('attachment; filename="abcde.txt"; filename*=')).toBe(true);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain(`filename*=UTF-8''a%22b%5Cc%0D%0Ad%3Be.txt`);
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment without control characters', () => {
    expect(cleanFileName('C:\\Users\\hr\\简历\u0000.pdf')).toBe('简历.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
  });

  it('shortens long names but keeps the extension', () => {
    const name = cleanFileName(`${'长'.repeat(300)}.docx`);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('contentTypeOf and contentMatchesName', () => {
  it('types by extension and never serves html as html', () => {
    expect(contentTypeOf('a.PDF')).toBe('application/pdf');
    expect(contentTypeOf('a.html')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('a.unknown')).toBe('application/octet-stream');
  });

  it('checks the signature of the previewable types', () => {
    expect(contentMatchesName('a.pdf', Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(contentMatchesName('a.pdf', Buffer.from('<html><script>alert(1)</script>'))).toBe(false);
    expect(contentMatchesName('a.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(contentMatchesName('a.jpg', Buffer.from('GIF89a'))).toBe(false);
    expect(contentMatchesName('a.docx', Buffer.from('anything'))).toBe(true);
  });
});
