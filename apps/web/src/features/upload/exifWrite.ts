/**
 * Writes a photo's capture time into a JPEG made in the browser (a HEIC
 * converted, a big photo compressed): a canvas drops all metadata, and the
 * spec wants the JPEG to keep its original capture time. The EXIF block holds
 * DateTimeOriginal and OffsetTimeOriginal only; the pixels are already
 * upright, so no Orientation (1 is implied).
 */
import type { ExifCaptureTime } from './exif';

const ASCII = 2;
const LONG = 4;

function asciiBytes(text: string, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < Math.min(text.length, length - 1); i += 1) bytes[i] = text.charCodeAt(i) & 0x7f;
  return bytes;
}

/** A big-endian TIFF with IFD0 → Exif IFD → the time values. */
function tiffOf(time: ExifCaptureTime): Uint8Array {
  const values: Array<{ tag: number; bytes: Uint8Array }> = [
    { tag: 0x9003, bytes: asciiBytes(time.dateTimeOriginal, 20) },
  ];
  if (time.offsetTimeOriginal) values.push({ tag: 0x9011, bytes: asciiBytes(time.offsetTimeOriginal, 7) });
  const ifd0At = 8;
  const exifAt = ifd0At + 2 + 12 + 4;
  const dataAt = exifAt + 2 + 12 * values.length + 4;
  const size = dataAt + values.reduce((sum, value) => sum + value.bytes.length, 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set([0x4d, 0x4d], 0);
  view.setUint16(2, 42);
  view.setUint32(4, ifd0At);
  view.setUint16(ifd0At, 1);
  view.setUint16(ifd0At + 2, 0x8769);
  view.setUint16(ifd0At + 4, LONG);
  view.setUint32(ifd0At + 6, 1);
  view.setUint32(ifd0At + 10, exifAt);
  view.setUint32(ifd0At + 14, 0);
  view.setUint16(exifAt, values.length);
  let data = dataAt;
  values.forEach((value, index) => {
    const entry = exifAt + 2 + index * 12;
    view.setUint16(entry, value.tag);
    view.setUint16(entry + 2, ASCII);
    view.setUint32(entry + 4, value.bytes.length);
    view.setUint32(entry + 8, data);
    out.set(value.bytes, data);
    data += value.bytes.length;
  });
  view.setUint32(exifAt + 2 + 12 * values.length, 0);
  return out;
}

/** The JPEG with an APP1 EXIF segment holding the capture time, right after its SOI marker. */
export function withCaptureTime(jpeg: Uint8Array, time: ExifCaptureTime): Uint8Array<ArrayBuffer> {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return new Uint8Array(jpeg);
  const tiff = tiffOf(time);
  const segment = new Uint8Array(4 + 6 + tiff.length);
  const view = new DataView(segment.buffer);
  view.setUint16(0, 0xffe1);
  view.setUint16(2, 2 + 6 + tiff.length);
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4);
  segment.set(tiff, 10);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}
