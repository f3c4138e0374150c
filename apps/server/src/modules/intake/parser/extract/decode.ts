// Bytes to text for plain-text and HTML resumes: a byte-order mark or a declared charset
// decides; otherwise valid UTF-8 is UTF-8 and anything else is read as GB18030 (a superset
// of GBK and GB2312, what Chinese Windows and older job boards write).
import iconv from 'iconv-lite';

const GB_NAMES = /^(gb2312|gbk|gb18030|x-gbk|cp936|euc-cn|windows-936|hz-gb-2312)$/i;

/** The charset an HTML or MIME text declares in its first bytes, lower-cased. */
export function declaredCharset(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 4096).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase() ?? /charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
}

/** UTF-16 without a byte-order mark: every other byte of Latin or CJK text is often zero. */
export function looksUtf16(bytes: Buffer): 'utf16le' | 'utf16be' | undefined {
  const sample = bytes.subarray(0, 512);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 1) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) evenZeros += 1;
    else oddZeros += 1;
  }
  const half = sample.length / 2;
  if (oddZeros > half * 0.3 && evenZeros < half * 0.05) return 'utf16le';
  if (evenZeros > half * 0.3 && oddZeros < half * 0.05) return 'utf16be';
  return undefined;
}

/** Decodes resume text bytes; `charset` is what a container (a MIME part, a meta tag) declared. */
export function decodeText(bytes: Buffer, charset?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(bytes.subarray(2), 'utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(bytes.subarray(2), 'utf16be');
  const utf16 = looksUtf16(bytes);
  if (utf16) return iconv.decode(bytes, utf16);
  const declared = charset ?? declaredCharset(bytes);
  if (declared && GB_NAMES.test(declared)) return iconv.decode(bytes, 'gb18030');
  if (declared && declared !== 'utf-8' && declared !== 'utf8' && iconv.encodingExists(declared) && !/^(us-)?ascii$|^iso-8859-1$/i.test(declared)) return iconv.decode(bytes, declared);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'gb18030');
  }
}
