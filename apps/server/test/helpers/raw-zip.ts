import zlib from 'node:zlib';

/** One entry of a hand-made zip: what a hostile or careless tool could write. */
export interface RawEntry {
  name: string;
  data: Buffer;
  /** 8 for deflate; 0 (default) stored. */
  method?: 0 | 8;
  /** The size the headers declare (default: the real one). */
  declaredSize?: number;
  /** The CRC the headers declare (default: the real one). */
  crc32?: number;
  /** Unix mode in the external attributes (e.g. 0o120777 for a symlink). */
  mode?: number;
}

/** A zip built in memory entry by entry, with whatever lies the test wants in its headers. */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = e.method === 8 ? zlib.deflateRawSync(e.data) : e.data;
    const crc = e.crc32 ?? zlib.crc32(e.data);
    const size = e.declaredSize ?? e.data.length;
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(0x0800, 6);
    h.writeUInt16LE(e.method ?? 0, 8);
    h.writeUInt32LE(crc >>> 0, 14);
    h.writeUInt32LE(body.length, 18);
    h.writeUInt32LE(size, 22);
    h.writeUInt16LE(name.length, 26);
    locals.push(h, name, body);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE((3 << 8) | 20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(0x0800, 8);
    c.writeUInt16LE(e.method ?? 0, 10);
    c.writeUInt32LE(crc >>> 0, 16);
    c.writeUInt32LE(body.length, 20);
    c.writeUInt32LE(size, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(((e.mode ?? 0o100644) << 16) >>> 0, 38);
    c.writeUInt32LE(offset, 42);
    central.push(c, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
