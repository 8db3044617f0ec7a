/**
 * A small reader for the capture time of a JPEG photo: EXIF DateTimeOriginal
 * (0x9003) and, when present, OffsetTimeOriginal (0x9011). Spec §5: values
 * starting with ':' or '0000' are ignored and the file's last-modified time
 * is used instead.
 */
export interface ExifCaptureTime {
  dateTimeOriginal: string;
  offsetTimeOriginal: string | null;
}

/** Bytes worth reading from the start of a file: the EXIF segment is at most 64 KB, after APP0. */
export const EXIF_SCAN_BYTES = 256 * 1024;

const TAG_EXIF_IFD = 0x8769;
const TAG_DATE_TIME_ORIGINAL = 0x9003;
const TAG_OFFSET_TIME_ORIGINAL = 0x9011;
const TYPE_ASCII = 2;

class Tiff {
  constructor(
    private readonly view: DataView,
    private readonly start: number,
    private readonly end: number,
    private readonly little: boolean,
  ) {}

  has(offset: number, length: number): boolean {
    return offset >= 0 && this.start + offset + length <= this.end;
  }

  u16(offset: number): number | null {
    return this.has(offset, 2) ? this.view.getUint16(this.start + offset, this.little) : null;
  }

  u32(offset: number): number | null {
    return this.has(offset, 4) ? this.view.getUint32(this.start + offset, this.little) : null;
  }

  ascii(offset: number, length: number): string | null {
    if (!this.has(offset, length)) return null;
    let text = '';
    for (let i = 0; i < length; i += 1) {
      const code = this.view.getUint8(this.start + offset + i);
      if (code === 0) break;
      text += String.fromCharCode(code);
    }
    return text;
  }

  /** Entries of the IFD at `offset`: tag → [type, count, offset of the value field]. */
  entries(offset: number): Map<number, { type: number; count: number; field: number }> {
    const found = new Map<number, { type: number; count: number; field: number }>();
    const count = this.u16(offset);
    if (count === null) return found;
    for (let i = 0; i < count; i += 1) {
      const entry = offset + 2 + i * 12;
      const tag = this.u16(entry);
      const type = this.u16(entry + 2);
      const n = this.u32(entry + 4);
      if (tag === null || type === null || n === null) break;
      found.set(tag, { type, count: n, field: entry + 8 });
    }
    return found;
  }

  asciiValue(entry: { type: number; count: number; field: number } | undefined): string | null {
    if (!entry || entry.type !== TYPE_ASCII || entry.count === 0) return null;
    const at = entry.count <= 4 ? entry.field : this.u32(entry.field);
    return at === null ? null : this.ascii(at, entry.count);
  }
}

function readTiff(view: DataView, start: number, end: number): ExifCaptureTime | null {
  if (start + 8 > end) return null;
  const order = view.getUint16(start, false);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const tiff = new Tiff(view, start, end, order === 0x4949);
  if (tiff.u16(2) !== 42) return null;
  const ifd0 = tiff.u32(4);
  if (ifd0 === null) return null;
  const exifPointer = tiff.entries(ifd0).get(TAG_EXIF_IFD);
  const exifIfd = exifPointer ? tiff.u32(exifPointer.field) : null;
  if (exifIfd === null) return null;
  const exif = tiff.entries(exifIfd);
  const dateTimeOriginal = tiff.asciiValue(exif.get(TAG_DATE_TIME_ORIGINAL));
  if (!dateTimeOriginal) return null;
  return { dateTimeOriginal, offsetTimeOriginal: tiff.asciiValue(exif.get(TAG_OFFSET_TIME_ORIGINAL)) };
}

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"

/** Walks the JPEG markers up to the image data, looking for the APP1 EXIF segment. */
export function readExifCaptureTime(data: ArrayBuffer | Uint8Array): ExifCaptureTime | null {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2, false);
    if (length < 2) return null;
    const segmentEnd = Math.min(offset + 2 + length, bytes.length);
    const isExif = marker === 0xe1 && EXIF_HEADER.every((byte, i) => bytes[offset + 4 + i] === byte);
    if (isExif) {
      const found = readTiff(view, offset + 10, segmentEnd);
      if (found) return found;
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * The capture time of any photo whose EXIF block is stored as-is near the
 * start of the file (HEIC keeps it as an item, usually at the start of its
 * data): JPEG by its markers, others by trying each TIFF header found.
 */
export function findExifCaptureTime(data: ArrayBuffer | Uint8Array, maxTries = 64): ExifCaptureTime | null {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readExifCaptureTime(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let tries = 0;
  for (let at = 0; at + 8 <= bytes.length && tries < maxTries; at += 1) {
    const little = bytes[at] === 0x49 && bytes[at + 1] === 0x49 && bytes[at + 2] === 0x2a && bytes[at + 3] === 0x00;
    const big = bytes[at] === 0x4d && bytes[at + 1] === 0x4d && bytes[at + 2] === 0x00 && bytes[at + 3] === 0x2a;
    if (!little && !big) continue;
    tries += 1;
    const found = readTiff(view, at, bytes.length);
    if (found) return found;
  }
  return null;
}

const DATE_TIME = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * Seconds since the epoch of an EXIF capture time: with OffsetTimeOriginal
 * the wall time is in that offset, without it in the browser's local time.
 * Null when the value is blank or invalid.
 */
export function exifTimeToGmtSeconds(time: ExifCaptureTime): number | null {
  const raw = time.dateTimeOriginal.trim();
  if (raw.startsWith(':') || raw.startsWith('0000')) return null;
  const match = DATE_TIME.exec(raw);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  const offset = OFFSET.exec(time.offsetTimeOriginal?.trim() ?? '');
  if (offset) {
    const sign = offset[1] === '-' ? -1 : 1;
    const minutes = sign * (Number(offset[2]) * 60 + Number(offset[3]));
    return Date.UTC(year, month - 1, day, hour, minute, second) / 1000 - minutes * 60;
  }
  const local = new Date(year, month - 1, day, hour, minute, second).getTime();
  return Number.isNaN(local) ? null : Math.floor(local / 1000);
}

/** taken_at_gmt of a photo: its capture time, else the file's last-modified time. */
export function takenAtGmt(exif: ExifCaptureTime | null, lastModifiedMs: number): number {
  const fromExif = exif ? exifTimeToGmtSeconds(exif) : null;
  return fromExif ?? Math.floor(lastModifiedMs / 1000);
}
