import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  exifTimeToGmtSeconds,
  findExifCaptureTime,
  readExifCaptureTime,
  takenAtGmt,
} from '../src/features/upload/exif';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../test-fixtures/${name}`, import.meta.url))));

/** A minimal JPEG: SOI, APP0, APP1 EXIF (IFD0 → Exif IFD with the given ASCII tags), EOI. */
function jpegWithExif(tags: { dto?: string; offset?: string }, little = true): Uint8Array {
  const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
  const u32 = (n: number) =>
    little
      ? [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24]
      : [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0)).concat(0);
  const entries: Array<[number, number[]]> = [];
  if (tags.dto !== undefined) entries.push([0x9003, ascii(tags.dto)]);
  if (tags.offset !== undefined) entries.push([0x9011, ascii(tags.offset)]);
  // TIFF header (8) + IFD0 with one entry (2 + 12 + 4) = 26; the Exif IFD starts there.
  const exifIfd = 26;
  let dataAt = exifIfd + 2 + entries.length * 12 + 4;
  const tiff: number[] = [...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(8)];
  tiff.push(...u16(1), ...u16(0x8769), ...u16(4), ...u32(1), ...u32(exifIfd), ...u32(0));
  tiff.push(...u16(entries.length));
  const data: number[] = [];
  for (const [tag, value] of entries) {
    tiff.push(...u16(tag), ...u16(2), ...u32(value.length), ...u32(dataAt));
    data.push(...value);
    dataAt += value.length;
  }
  tiff.push(...u32(0), ...data);
  const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  return new Uint8Array([
    0xff,
    0xd8,
    ...app0,
    0xff,
    0xe1,
    (app1.length + 2) >> 8,
    (app1.length + 2) & 0xff,
    ...app1,
    0xff,
    0xd9,
  ]);
}

describe('readExifCaptureTime', () => {
  it('reads DateTimeOriginal and OffsetTimeOriginal from a real phone photo', () => {
    expect(readExifCaptureTime(fixture('photo-exif-gps.jpg'))).toEqual({
      dateTimeOriginal: '2025:06:01 10:20:30',
      offsetTimeOriginal: '+09:00',
    });
  });

  it('reads little- and big-endian EXIF', () => {
    for (const little of [true, false]) {
      expect(readExifCaptureTime(jpegWithExif({ dto: '2024:02:29 23:59:58' }, little))).toEqual({
        dateTimeOriginal: '2024:02:29 23:59:58',
        offsetTimeOriginal: null,
      });
    }
  });

  it('accepts an ArrayBuffer', () => {
    const bytes = jpegWithExif({ dto: '2024:01:02 03:04:05', offset: '-05:00' });
    expect(readExifCaptureTime(bytes.slice().buffer)?.offsetTimeOriginal).toBe('-05:00');
  });

  it('gives null for files without a capture time or that are not JPEG', () => {
    expect(readExifCaptureTime(jpegWithExif({}))).toBeNull();
    expect(readExifCaptureTime(fixture('empty.jpg'))).toBeNull();
    expect(readExifCaptureTime(fixture('text-named.jpg'))).toBeNull();
    expect(readExifCaptureTime(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('never throws on cut-off data', () => {
    const whole = jpegWithExif({ dto: '2024:01:02 03:04:05' });
    for (let length = 0; length < whole.length; length += 1) {
      expect(() => readExifCaptureTime(whole.subarray(0, length))).not.toThrow();
    }
    expect(() => readExifCaptureTime(fixture('truncated.jpg'))).not.toThrow();
  });
});

describe('findExifCaptureTime', () => {
  it('reads JPEG through its markers', () => {
    expect(findExifCaptureTime(fixture('photo-exif-gps.jpg'))?.dateTimeOriginal).toBe('2025:06:01 10:20:30');
  });

  it('finds the EXIF block of a HEIC photo', () => {
    expect(findExifCaptureTime(fixture('photo.heic'))?.dateTimeOriginal).toBe('2024:12:24 18:00:00');
  });

  it('gives null when there is none', () => {
    expect(findExifCaptureTime(fixture('text-named.jpg'))).toBeNull();
    expect(findExifCaptureTime(new Uint8Array(0))).toBeNull();
    expect(findExifCaptureTime(new Uint8Array([0x49, 0x49, 0x2a, 0, 0xff, 0xff, 0xff, 0xff]))).toBeNull();
  });
});

describe('exifTimeToGmtSeconds', () => {
  it('uses OffsetTimeOriginal when present', () => {
    // 2025-06-01 10:20:30 at +09:00 is 01:20:30 UTC.
    expect(exifTimeToGmtSeconds({ dateTimeOriginal: '2025:06:01 10:20:30', offsetTimeOriginal: '+09:00' })).toBe(
      Date.UTC(2025, 5, 1, 1, 20, 30) / 1000,
    );
    expect(exifTimeToGmtSeconds({ dateTimeOriginal: '2025:06:01 10:20:30', offsetTimeOriginal: '-02:30' })).toBe(
      Date.UTC(2025, 5, 1, 12, 50, 30) / 1000,
    );
  });

  it('treats the time as local time without an offset', () => {
    const local = new Date(2025, 5, 1, 10, 20, 30).getTime() / 1000;
    expect(exifTimeToGmtSeconds({ dateTimeOriginal: '2025:06:01 10:20:30', offsetTimeOriginal: null })).toBe(local);
    expect(exifTimeToGmtSeconds({ dateTimeOriginal: '2025:06:01 10:20:30', offsetTimeOriginal: '   :  ' })).toBe(local);
  });

  it("ignores values starting with ':' or '0000', and nonsense", () => {
    for (const value of [
      '    :  :     :  :  ',
      ':2025:06:01 10:20:30',
      '0000:00:00 00:00:00',
      '',
      'yesterday',
      '2025:13:01 10:20:30',
    ]) {
      expect(exifTimeToGmtSeconds({ dateTimeOriginal: value, offsetTimeOriginal: null })).toBeNull();
    }
  });
});

describe('takenAtGmt', () => {
  const lastModified = Date.UTC(2020, 0, 1, 12, 0, 0, 900);

  it('prefers the capture time', () => {
    const exif = readExifCaptureTime(fixture('photo-exif-gps.jpg'));
    expect(takenAtGmt(exif, lastModified)).toBe(1748740830);
  });

  it('falls back to the last-modified time, in whole seconds', () => {
    expect(takenAtGmt(null, lastModified)).toBe(Date.UTC(2020, 0, 1, 12, 0, 0) / 1000);
    expect(takenAtGmt({ dateTimeOriginal: '0000:00:00 00:00:00', offsetTimeOriginal: null }, lastModified)).toBe(
      Date.UTC(2020, 0, 1, 12) / 1000,
    );
  });
});
