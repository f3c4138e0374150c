import iconv from 'iconv-lite';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect';
import { decodeText } from './extract/decode';
import { htmlToText } from './extract/html';
import { readZip } from './extract/zip';
import { ParseRefusal } from './refusal';

/** A one-entry zip whose header may lie about the entry's size or set the encrypted flag. */
function zipOf(data: Buffer, opts: { declared?: number; flags?: number; name?: Buffer } = {}): Buffer {
  const packed = deflateRawSync(data);
  const name = opts.name ?? Buffer.from('word/document.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(opts.declared ?? data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(opts.flags ?? 0, 8);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(opts.declared ?? data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + packed.length, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ParseRefusal ? error.key : String(error);
  }
  return 'no refusal';
};

describe('readZip', () => {
  it('reads an honest archive', () => {
    expect(readZip(zipOf(Buffer.from('<w:document/>'))).get('word/document.xml')?.toString()).toBe('<w:document/>');
  });
  it('refuses bombs by total size and ratio, and entries bigger than their headers say', () => {
    expect(refusal(() => readZip(zipOf(Buffer.alloc(60 * 1024 * 1024))))).toBe('RESUME_FILE_BOMB');
    expect(refusal(() => readZip(zipOf(Buffer.alloc(5 * 1024 * 1024))))).toBe('RESUME_FILE_BOMB');
    expect(refusal(() => readZip(zipOf(Buffer.alloc(30 * 1024 * 1024), { declared: 1000 })))).toBe('RESUME_FILE_BOMB');
  });
  it('reads entry names in GBK when the archive does not flag UTF-8, as Chinese Windows writes them', () => {
    expect([...readZip(zipOf(Buffer.from('x'), { name: iconv.encode('简历/张伟.pdf', 'gbk') })).keys()]).toEqual(['简历/张伟.pdf']);
    expect([...readZip(zipOf(Buffer.from('x'), { name: Buffer.from('简历/李娜.pdf') })).keys()]).toEqual(['简历/李娜.pdf']);
  });
  it('refuses encrypted entries and broken structures', () => {
    expect(refusal(() => readZip(zipOf(Buffer.from('x'), { flags: 1 })))).toBe('RESUME_FILE_ENCRYPTED');
    expect(refusal(() => readZip(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)])))).toBe('RESUME_FILE_CORRUPT');
    expect(refusal(() => readZip(zipOf(Buffer.from('abc')).subarray(0, 40)))).toBe('RESUME_FILE_CORRUPT');
  });
});

describe('detectFormat', () => {
  it('trusts the bytes, not the name', () => {
    expect(detectFormat(Buffer.from('%PDF-1.7\n'), 'a.doc')).toBe('pdf');
    // A zip storing a PDF uncompressed (zip -0, or tools that skip compressing PDFs).
    expect(detectFormat(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26), Buffer.from('简历/a.pdf%PDF-1.4\n')]), '简历.zip')).toBe('zip');
    expect(detectFormat(Buffer.from('<html><body>张伟</body></html>'), '简历.doc')).toBe('html');
    expect(detectFormat(Buffer.from('MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary="b"\r\n\r\n'), '简历.doc')).toBe('mhtml');
    expect(detectFormat(Buffer.from('From: a@example.com\r\nSubject: x\r\nContent-Type: text/plain\r\n\r\nhi'), 'mail.eml')).toBe('eml');
    expect(detectFormat(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'a.doc')).toBe('ole');
    expect(detectFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), 'a.png')).toBe('image');
    expect(detectFormat(Buffer.from('姓名：张伟'), 'a.txt')).toBe('text');
    expect(detectFormat(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]), 'a.pdf')).toBe('binary');
  });
});

describe('decodeText', () => {
  it('reads UTF-8, GBK without a declaration, UTF-16 with a BOM and declared charsets', () => {
    expect(decodeText(Buffer.from('姓名：张伟'))).toBe('姓名：张伟');
    expect(decodeText(iconv.encode('姓名：张伟，工作经历', 'gbk'))).toBe('姓名：张伟，工作经历');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('简历', 'utf16le')]))).toBe('简历');
    expect(decodeText(iconv.encode('<meta charset="gb2312">教育背景', 'gbk'))).toBe('<meta charset="gb2312">教育背景');
  });
});

describe('htmlToText', () => {
  it('keeps a table row on one line with its cells apart, drops scripts and styles, decodes entities', () => {
    const html = '<style>td{}</style><script>alert(1)</script><table><tr><td><p>姓名</p></td><td>张&nbsp;伟</td></tr><tr><td>性别</td><td>男</td></tr></table><p>工作&amp;经历</p><br>&#20320;&#x597D;';
    expect(htmlToText(html).split('\n')).toEqual(['姓名  张 伟', '性别  男', '工作&经历', '你好']);
  });
});
