// A minimal zip writer for fixtures (DOCX packages, zip bombs). `declaredSize` lets a test
// write an entry whose header lies about its unpacked size; a `deflated` entry is written as
// given (a bomb deflated in a stream, too large to hold unpacked).
import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = string | Buffer | { data: Buffer; declaredSize?: number } | { deflated: Buffer; crc: number; declaredSize: number };

export function zip(entries: Record<string, ZipEntry>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, entry] of Object.entries(entries)) {
    const given = typeof entry === 'object' && 'deflated' in entry ? entry : undefined;
    const data = typeof entry === 'string' ? Buffer.from(entry) : Buffer.isBuffer(entry) ? entry : 'data' in entry ? entry.data : Buffer.alloc(0);
    const size = typeof entry === 'object' && !Buffer.isBuffer(entry) && entry.declaredSize !== undefined ? entry.declaredSize : data.length;
    const packed = given ? given.deflated : deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = given ? given.crc : crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
