// Reading zip archives (DOCX is one) without trusting them: entry count, total size and
// compression ratio are checked, and every entry is inflated with a hard output cap, so a
// zip bomb or a lying header is refused before any library unpacks it.
import { inflateRawSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { ParseRefusal } from '../refusal';

export type ZipLimits = { maxEntries: number; maxTotalBytes: number; maxRatio: number };
/** A Word document is a few hundred KB of XML; 50 MB unpacked or 200:1 on a large entry is a bomb. */
export const DOCUMENT_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxTotalBytes: 50 * 1024 * 1024, maxRatio: 200 };
/** A folder of resumes zipped for a bulk upload. */
export const FOLDER_ZIP_LIMITS: ZipLimits = { maxEntries: 500, maxTotalBytes: 200 * 1024 * 1024, maxRatio: 200 };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const corrupt = () => new ParseRefusal('RESUME_FILE_CORRUPT', 'zip structure');
const bomb = (why: string) => new ParseRefusal('RESUME_FILE_BOMB', why);

function endOfCentralDirectory(bytes: Buffer): number {
  const from = Math.max(0, bytes.length - 22 - 65535);
  for (let i = bytes.length - 22; i >= from; i -= 1) if (bytes.readUInt32LE(i) === EOCD) return i;
  throw corrupt();
}

/** An entry's path: UTF-8 when flagged; else UTF-8 if it is valid, else GBK as Chinese Windows writes it. */
function entryName(raw: Buffer, utf8: boolean): string {
  if (utf8) return raw.toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return iconv.decode(raw, 'gb18030');
  }
}

/** One file of an archive, inflated only when read: a folder of resumes is never held unpacked at once. */
export type ZipFile = {
  /** Its path in the archive. */
  name: string;
  /** The unpacked size its headers declare; reading never gives more. */
  size: number;
  /** Its bytes; refuses a corrupt entry or one that inflates past its declared size. */
  read(): Buffer;
};

/** The files of an archive, from its central directory, nothing inflated yet; refuses corrupt, encrypted and bomb-like archives. */
export function listZip(bytes: Buffer, limits: ZipLimits = DOCUMENT_ZIP_LIMITS): ZipFile[] {
  if (bytes.length < 22) throw corrupt();
  const eocd = endOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || at === 0xffffffff) throw bomb('zip64');
  if (count > limits.maxEntries) throw bomb(`${count} entries`);
  const files: ZipFile[] = [];
  let total = 0;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) throw corrupt();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = entryName(bytes.subarray(at + 46, at + 46 + nameLength), (flags & 0x800) !== 0);
    at += 46 + nameLength + extra;
    if (flags & 0x1) throw new ParseRefusal('RESUME_FILE_ENCRYPTED', 'zip entry');
    if (size === 0xffffffff || packed === 0xffffffff) throw bomb('zip64 entry');
    total += size;
    if (total > limits.maxTotalBytes) throw bomb(`${total} bytes unpacked`);
    if (size > 1024 * 1024 && size / Math.max(packed, 1) > limits.maxRatio) throw bomb(`ratio of ${name}`);
    if (name.endsWith('/')) continue;
    const read = () => {
      if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) throw corrupt();
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      if (start + packed > bytes.length) throw corrupt();
      return unpack(bytes.subarray(start, start + packed), method, size);
    };
    files.push({ name, size, read });
  }
  return files;
}

/** Every file of the archive by its path, all inflated; refuses corrupt, encrypted and bomb-like archives. */
export function readZip(bytes: Buffer, limits: ZipLimits = DOCUMENT_ZIP_LIMITS): Map<string, Buffer> {
  return new Map(listZip(bytes, limits).map((file) => [file.name, file.read()]));
}

/** One entry's bytes; inflating never writes more than the declared size. */
function unpack(data: Buffer, method: number, size: number): Buffer {
  if (method === 0) {
    if (data.length !== size) throw corrupt();
    return data;
  }
  if (method !== 8) throw corrupt();
  let out: Buffer;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.max(size, 1) });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb('entry larger than declared');
    throw corrupt();
  }
  if (out.length !== size) throw corrupt();
  return out;
}
