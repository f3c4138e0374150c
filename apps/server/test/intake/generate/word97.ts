// A minimal binary Word 97-2003 document ([MS-DOC] inside an [MS-CFB] compound file): a
// FIB, the text as one UTF-16 piece, and the piece table in the 0Table stream. Streams are
// padded past 4096 bytes so they live in regular sectors and no mini stream is needed.

const SECTOR = 512;
const FREE = 0xffffffff;
const END = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const TEXT_AT = 1024; // where the text starts in the WordDocument stream (fcMin)

const pad = (buf: Buffer, size: number) => Buffer.concat([buf, Buffer.alloc(Math.max(0, size - buf.length))]);
const sectorsOf = (buf: Buffer) => Math.ceil(buf.length / SECTOR);

function wordDocumentStream(text: string): Buffer {
  const fib = Buffer.alloc(TEXT_AT);
  fib.writeUInt16LE(0xa5ec, 0x00); // wIdent
  fib.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  fib.writeUInt16LE(0x0000, 0x0a); // flags: fWhichTblStm = 0 -> 0Table
  fib.writeUInt32LE(TEXT_AT, 0x18); // fcMin
  fib.writeUInt32LE(TEXT_AT + text.length * 2, 0x1c); // fcMac
  fib.writeUInt32LE(text.length, 0x4c); // ccpText
  fib.writeUInt32LE(0, 0x1a2); // fcClx: at the start of the table stream
  fib.writeUInt32LE(21, 0x1a6); // lcbClx
  return pad(Buffer.concat([fib, Buffer.from(text, 'utf16le')]), 4096 + SECTOR);
}

function tableStream(chars: number): Buffer {
  const clx = Buffer.alloc(21);
  clx.writeUInt8(0x02, 0); // Pcdt
  clx.writeUInt32LE(16, 1); // lcb of PlcPcd: two CPs and one PCD
  clx.writeUInt32LE(0, 5);
  clx.writeUInt32LE(chars, 9);
  clx.writeUInt16LE(0, 13); // PCD flags
  clx.writeUInt32LE(TEXT_AT, 15); // fc, bit 30 clear: UTF-16 text
  // prm (2 bytes) left 0
  return pad(clx, 4096 + SECTOR);
}

function directoryEntry(name: string, type: number, child: number, left: number, start: number, size: number): Buffer {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67); // black
  entry.writeUInt32LE(left, 68);
  entry.writeUInt32LE(FREE, 72);
  entry.writeUInt32LE(child, 76);
  entry.writeUInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/** The document's paragraphs as a .doc file. */
export function buildWord97(paragraphs: string[]): Buffer {
  const text = `${paragraphs.join('\r')}\r`;
  const word = wordDocumentStream(text);
  const table = tableStream(text.length);
  const wordStart = 2;
  const tableStart = wordStart + sectorsOf(word);
  const total = tableStart + sectorsOf(table);
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END, 4); // the directory is one sector
  for (let s = wordStart; s < tableStart; s += 1) fat.writeUInt32LE(s + 1 < tableStart ? s + 1 : END, s * 4);
  for (let s = tableStart; s < total; s += 1) fat.writeUInt32LE(s + 1 < total ? s + 1 : END, s * 4);
  // Directory: root -> WordDocument, whose left sibling is 0Table (shorter names sort first).
  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, 1, FREE, END, 0),
    directoryEntry('WordDocument', 2, FREE, 2, wordStart, word.length),
    directoryEntry('0Table', 2, FREE, FREE, tableStart, table.length),
    Buffer.alloc(128),
  ]);
  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18); // minor version
  header.writeUInt16LE(0x0003, 0x1a); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // sector shift
  header.writeUInt16LE(6, 0x20); // mini sector shift
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38); // mini stream cutoff
  header.writeUInt32LE(END, 0x3c); // no mini FAT
  header.writeUInt32LE(0, 0x40);
  header.writeUInt32LE(END, 0x44); // no DIFAT sectors
  header.writeUInt32LE(0, 0x48);
  for (let i = 0; i < 109; i += 1) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  return Buffer.concat([header, fat, pad(directory, SECTOR), pad(word, sectorsOf(word) * SECTOR), pad(table, sectorsOf(table) * SECTOR)]);
}
