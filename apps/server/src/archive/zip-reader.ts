import fs from 'node:fs';
import { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A ZIP reader for archives people send us (docs/EXPORT.md, Refusals): it
 * trusts nothing in the file. The central directory is read from the end,
 * every name is checked before anything is extracted, entries may not overlap
 * (the overlapping-entries bomb), symlinks are refused, and an entry's bytes
 * are streamed with its declared size, a ratio cap and its CRC-32 enforced as
 * they come, so a bomb stops at its first excess byte.
 */
export type ArchiveRefusal = 'archive_damaged' | 'archive_hostile' | 'archive_too_large';

export class ArchiveError extends Error {
  constructor(
    readonly code: ArchiveRefusal,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

export interface ZipLimits {
  maxEntries: number;
  /** The most one entry may inflate to. */
  maxEntryBytes: number;
  /** Inflated over compressed, for a compressed entry over 1 MiB. */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 100_000,
  maxEntryBytes: 64 * 1024 ** 3,
  maxRatio: 100,
};

export interface ZipFileEntry {
  name: string;
  method: number;
  crc32: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  directory: boolean;
}

const MAX32 = 0xffffffff;

/** Whether a name could reach outside the folder it is extracted into, or is not a plain path. */
export function hostileName(name: string): boolean {
  if (name === '' || name.includes('\0') || name.includes('\\')) return true;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return true;
  return name.split('/').some((part) => part === '..' || part === '.');
}

export class ZipReader {
  private constructor(
    private readonly file: string,
    private readonly fd: fs.promises.FileHandle,
    readonly entries: ZipFileEntry[],
    private readonly limits: ZipLimits,
  ) {}

  static async open(file: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipReader> {
    const fd = await fs.promises.open(file, 'r');
    try {
      const entries = await readDirectory(fd, limits);
      return new ZipReader(file, fd, entries, limits);
    } catch (error) {
      await fd.close();
      throw error;
    }
  }

  close(): Promise<void> {
    return this.fd.close();
  }

  /** The entry's bytes, checked as they are read: declared size, ratio, CRC-32. */
  async stream(entry: ZipFileEntry): Promise<Readable> {
    const head = await readAt(this.fd, entry.localOffset, 30);
    if (head.readUInt32LE(0) !== 0x04034b50)
      throw new ArchiveError('archive_damaged', `no local header for ${entry.name}`);
    const start = entry.localOffset + 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
    const raw: Readable =
      entry.compressedSize === 0
        ? Readable.from([])
        : fs.createReadStream(this.file, { start, end: start + entry.compressedSize - 1 });
    const limits = this.limits;
    let got = 0;
    let crc = 0;
    const check = new Transform({
      transform(chunk: Buffer, _enc, done) {
        got += chunk.length;
        if (got > entry.size)
          return done(new ArchiveError('archive_too_large', `${entry.name} inflates past its size`));
        if (entry.method !== 0 && got > 1024 ** 2 && got > entry.compressedSize * limits.maxRatio)
          return done(new ArchiveError('archive_too_large', `${entry.name} compression ratio`));
        crc = zlib.crc32(chunk, crc);
        done(null, chunk);
      },
      flush(done) {
        if (got !== entry.size) return done(new ArchiveError('archive_damaged', `${entry.name} is truncated`));
        if (crc >>> 0 !== entry.crc32 >>> 0) return done(new ArchiveError('archive_damaged', `${entry.name} CRC`));
        done();
      },
    });
    const fail = (error: Error) =>
      check.destroy(error instanceof ArchiveError ? error : new ArchiveError('archive_damaged', error.message));
    if (entry.method === 0) {
      raw.on('error', fail);
      // A refused entry stops reading the file at once.
      check.on('close', () => raw.destroy());
      return raw.pipe(check);
    }
    const inflate = zlib.createInflateRaw();
    raw.on('error', fail);
    inflate.on('error', fail);
    check.on('close', () => {
      raw.destroy();
      inflate.destroy();
    });
    return raw.pipe(inflate).pipe(check);
  }

  /** A small entry whole (album.json), refused past `max` bytes. */
  async read(entry: ZipFileEntry, max: number): Promise<Buffer> {
    if (entry.size > max) throw new ArchiveError('archive_too_large', `${entry.name} over ${max} bytes`);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}

async function readAt(fd: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await fd.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ArchiveError('archive_damaged', 'truncated');
  return buffer;
}

async function readDirectory(fd: fs.promises.FileHandle, limits: ZipLimits): Promise<ZipFileEntry[]> {
  const { size: fileSize } = await fd.stat();
  if (fileSize < 22) throw new ArchiveError('archive_damaged', 'too short for a zip');
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(fd, fileSize - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ArchiveError('archive_damaged', 'no end of central directory');
  let count = tail.readUInt16LE(eocd + 10);
  let cdSize = tail.readUInt32LE(eocd + 12);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  const eocdAt = fileSize - tailLength + eocd;
  if (count === 0xffff || cdSize === MAX32 || cdOffset === MAX32) {
    if (eocdAt < 20) throw new ArchiveError('archive_damaged', 'no zip64 locator');
    const locator = await readAt(fd, eocdAt - 20, 20);
    if (locator.readUInt32LE(0) !== 0x07064b50) throw new ArchiveError('archive_damaged', 'no zip64 locator');
    const recAt = Number(locator.readBigUInt64LE(8));
    const rec = await readAt(fd, recAt, 56);
    if (rec.readUInt32LE(0) !== 0x06064b50) throw new ArchiveError('archive_damaged', 'no zip64 record');
    count = Number(rec.readBigUInt64LE(32));
    cdSize = Number(rec.readBigUInt64LE(40));
    cdOffset = Number(rec.readBigUInt64LE(48));
  }
  if (count > limits.maxEntries) throw new ArchiveError('archive_too_large', `${count} entries`);
  if (cdOffset + cdSize > eocdAt || cdSize > 46 * count + count * (0xffff * 3) || cdSize > 256 * 1024 ** 2)
    throw new ArchiveError('archive_damaged', 'central directory out of bounds');
  const cd = await readAt(fd, cdOffset, cdSize);
  const entries: ZipFileEntry[] = [];
  const names = new Set<string>();
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > cd.length || cd.readUInt32LE(at) !== 0x02014b50)
      throw new ArchiveError('archive_damaged', 'bad central directory');
    const madeBy = cd.readUInt16LE(at + 4) >> 8;
    const flags = cd.readUInt16LE(at + 8);
    const method = cd.readUInt16LE(at + 10);
    const crc32 = cd.readUInt32LE(at + 16);
    let compressedSize = cd.readUInt32LE(at + 20);
    let size = cd.readUInt32LE(at + 24);
    const nameLength = cd.readUInt16LE(at + 28);
    const extraLength = cd.readUInt16LE(at + 30);
    const commentLength = cd.readUInt16LE(at + 32);
    const external = cd.readUInt32LE(at + 38);
    let localOffset = cd.readUInt32LE(at + 42);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > cd.length) throw new ArchiveError('archive_damaged', 'bad central directory');
    const name = cd.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const extra = cd.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    for (let e = 0; e + 4 <= extra.length;) {
      const id = extra.readUInt16LE(e);
      const length = extra.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let f = e + 4;
        const next = () => {
          if (f + 8 > e + 4 + length) throw new ArchiveError('archive_damaged', 'bad zip64 field');
          const value = Number(extra.readBigUInt64LE(f));
          f += 8;
          return value;
        };
        if (size === MAX32) size = next();
        if (compressedSize === MAX32) compressedSize = next();
        if (localOffset === MAX32) localOffset = next();
      }
      e += 4 + length;
    }
    at = end;
    if (hostileName(name)) throw new ArchiveError('archive_hostile', `entry name ${JSON.stringify(name)}`);
    if (names.has(name)) throw new ArchiveError('archive_hostile', `entry ${name} twice`);
    names.add(name);
    if (madeBy === 3 && ((external >>> 16) & 0o170000) === 0o120000)
      throw new ArchiveError('archive_hostile', `symlink ${name}`);
    if (flags & 0x0001) throw new ArchiveError('archive_damaged', `${name} is encrypted`);
    if (method !== 0 && method !== 8) throw new ArchiveError('archive_damaged', `${name} method ${method}`);
    if (method === 0 && compressedSize !== size) throw new ArchiveError('archive_damaged', `${name} sizes`);
    if (size > limits.maxEntryBytes) throw new ArchiveError('archive_too_large', `${name} is ${size} bytes`);
    if (method !== 0 && size > 1024 ** 2 && size > compressedSize * limits.maxRatio)
      throw new ArchiveError('archive_too_large', `${name} compression ratio`);
    if (localOffset + 30 + compressedSize > cdOffset)
      throw new ArchiveError('archive_damaged', `${name} lies outside the archive`);
    entries.push({ name, method, crc32, compressedSize, size, localOffset, directory: name.endsWith('/') });
  }
  // Entries may not share bytes: each starts after the one before it ends.
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < byOffset.length; i++) {
    const before = byOffset[i - 1]!;
    if (before.localOffset + 30 + before.compressedSize > byOffset[i]!.localOffset)
      throw new ArchiveError('archive_hostile', `${byOffset[i]!.name} overlaps ${before.name}`);
  }
  return entries;
}
