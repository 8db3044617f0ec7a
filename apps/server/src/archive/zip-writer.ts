import type { Readable } from 'node:stream';

/**
 * A streaming ZIP writer for stored (uncompressed) entries whose size and CRC-32
 * are known before the archive is written (docs/EXPORT.md). Knowing them makes
 * the whole layout, and so the archive's length and every byte's place, a pure
 * function of the entry list: any byte range can be produced again without
 * producing what comes before it (how a broken download resumes), and nothing
 * is held in memory but one header and the chunk being passed on.
 *
 * ZIP64 (APPNOTE 6.3 §4.3.9, §4.5.3) is written when a size or offset passes
 * 0xFFFFFFFF or the entries pass 0xFFFF; names are UTF-8 (flag bit 11).
 */
export interface ZipEntry {
  name: string;
  size: number;
  crc32: number;
  /** The entry's bytes from `start` to `end` inclusive (within 0..size-1). */
  open(range: { start: number; end: number }): Readable | Promise<Readable>;
}

type Segment = { kind: 'bytes'; data: Buffer } | { kind: 'entry'; entry: ZipEntry };

const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
const UTF8 = 0x0800;

/** The DOS date and time of a moment (UTC), as ZIP headers keep it; clamped to 1980. */
function dosDateTime(unixSeconds: number): { time: number; date: number } {
  const d = new Date(Math.max(unixSeconds, 315_532_800) * 1000);
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

function localHeader(entry: ZipEntry, name: Buffer, when: { time: number; date: number }): Buffer {
  const zip64 = entry.size >= MAX32;
  const extra = zip64 ? Buffer.alloc(20) : Buffer.alloc(0);
  if (zip64) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(16, 2);
    extra.writeBigUInt64LE(BigInt(entry.size), 4);
    extra.writeBigUInt64LE(BigInt(entry.size), 12);
  }
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(zip64 ? 45 : 20, 4);
  h.writeUInt16LE(UTF8, 6);
  h.writeUInt16LE(0, 8); // stored
  h.writeUInt16LE(when.time, 10);
  h.writeUInt16LE(when.date, 12);
  h.writeUInt32LE(entry.crc32 >>> 0, 14);
  h.writeUInt32LE(zip64 ? MAX32 : entry.size, 18);
  h.writeUInt32LE(zip64 ? MAX32 : entry.size, 22);
  h.writeUInt16LE(name.length, 26);
  h.writeUInt16LE(extra.length, 28);
  return Buffer.concat([h, name, extra]);
}

function centralHeader(entry: ZipEntry, name: Buffer, offset: number, when: { time: number; date: number }): Buffer {
  const bigSize = entry.size >= MAX32;
  const bigOffset = offset >= MAX32;
  const fields: number[] = [];
  if (bigSize) fields.push(entry.size, entry.size);
  if (bigOffset) fields.push(offset);
  const extra = fields.length ? Buffer.alloc(4 + fields.length * 8) : Buffer.alloc(0);
  if (fields.length) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(fields.length * 8, 2);
    fields.forEach((value, i) => extra.writeBigUInt64LE(BigInt(value), 4 + i * 8));
  }
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE((3 << 8) | 45, 4); // made by Unix, spec 4.5
  h.writeUInt16LE(fields.length ? 45 : 20, 6);
  h.writeUInt16LE(UTF8, 8);
  h.writeUInt16LE(0, 10);
  h.writeUInt16LE(when.time, 12);
  h.writeUInt16LE(when.date, 14);
  h.writeUInt32LE(entry.crc32 >>> 0, 16);
  h.writeUInt32LE(bigSize ? MAX32 : entry.size, 20);
  h.writeUInt32LE(bigSize ? MAX32 : entry.size, 24);
  h.writeUInt16LE(name.length, 28);
  h.writeUInt16LE(extra.length, 30);
  h.writeUInt16LE(0, 32); // comment
  h.writeUInt16LE(0, 34); // disk
  h.writeUInt16LE(0, 36); // internal attributes
  h.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
  h.writeUInt32LE(bigOffset ? MAX32 : offset, 42);
  return Buffer.concat([h, name, extra]);
}

function endRecords(count: number, cdOffset: number, cdSize: number): Buffer {
  const zip64 = count >= MAX16 || cdOffset >= MAX32 || cdSize >= MAX32;
  const parts: Buffer[] = [];
  if (zip64) {
    const rec = Buffer.alloc(56);
    rec.writeUInt32LE(0x06064b50, 0);
    rec.writeBigUInt64LE(44n, 4);
    rec.writeUInt16LE((3 << 8) | 45, 12);
    rec.writeUInt16LE(45, 14);
    rec.writeUInt32LE(0, 16);
    rec.writeUInt32LE(0, 20);
    rec.writeBigUInt64LE(BigInt(count), 24);
    rec.writeBigUInt64LE(BigInt(count), 32);
    rec.writeBigUInt64LE(BigInt(cdSize), 40);
    rec.writeBigUInt64LE(BigInt(cdOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeUInt32LE(0, 4);
    locator.writeBigUInt64LE(BigInt(cdOffset + cdSize), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(rec, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, MAX16), 8);
  end.writeUInt16LE(Math.min(count, MAX16), 10);
  end.writeUInt32LE(Math.min(cdSize, MAX32), 12);
  end.writeUInt32LE(Math.min(cdOffset, MAX32), 16);
  parts.push(end);
  return Buffer.concat(parts);
}

/** An archive laid out: its length, and any range of its bytes on demand. */
export class ZipLayout {
  private readonly segments: Segment[] = [];
  readonly size: number;

  constructor(entries: readonly ZipEntry[], modifiedAt: number) {
    const when = dosDateTime(modifiedAt);
    const seen = new Set<string>();
    const central: Buffer[] = [];
    let offset = 0;
    for (const entry of entries) {
      if (seen.has(entry.name)) throw new Error(`duplicate zip entry ${entry.name}`);
      seen.add(entry.name);
      const name = Buffer.from(entry.name, 'utf8');
      const header = localHeader(entry, name, when);
      central.push(centralHeader(entry, name, offset, when));
      this.segments.push({ kind: 'bytes', data: header }, { kind: 'entry', entry });
      offset += header.length + entry.size;
    }
    const cd = Buffer.concat(central);
    const end = endRecords(entries.length, offset, cd.length);
    this.segments.push({ kind: 'bytes', data: cd }, { kind: 'bytes', data: end });
    this.size = offset + cd.length + end.length;
  }

  /** The bytes from `start` to `end` inclusive (default: the whole archive), read as they are sent. */
  async *bytes(start = 0, end = this.size - 1): AsyncGenerator<Buffer> {
    let at = 0;
    for (const segment of this.segments) {
      const length = segment.kind === 'bytes' ? segment.data.length : segment.entry.size;
      const from = Math.max(start, at);
      const to = Math.min(end, at + length - 1);
      if (from <= to) {
        if (segment.kind === 'bytes') yield segment.data.subarray(from - at, to - at + 1);
        else yield* entryBytes(segment.entry, from - at, to - at);
      }
      at += length;
      if (at > end) return;
    }
  }
}

/** One entry's bytes in a range; fewer or more bytes than the entry declared (a changed original) fail the archive. */
async function* entryBytes(entry: ZipEntry, start: number, end: number): AsyncGenerator<Buffer> {
  const stream = await entry.open({ start, end });
  let got = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      got += chunk.length;
      if (got > end - start + 1) throw new Error(`zip entry ${entry.name} is longer than ${entry.size} bytes`);
      yield chunk;
    }
  } finally {
    stream.destroy();
  }
  if (got !== end - start + 1) throw new Error(`zip entry ${entry.name} is shorter than ${entry.size} bytes`);
}
