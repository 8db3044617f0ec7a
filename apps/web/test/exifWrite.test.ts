import { describe, expect, it } from 'vitest';
import { findExifCaptureTime } from '../src/features/upload/exif';
import { withCaptureTime } from '../src/features/upload/exifWrite';

// SOI, an APP0 stub, the start of scan and EOI: enough of a JPEG for the marker walk.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]);

describe('withCaptureTime: a JPEG made in the browser keeps the original capture time', () => {
  it('writes DateTimeOriginal and OffsetTimeOriginal that the reader finds again', () => {
    const out = withCaptureTime(JPEG, { dateTimeOriginal: '2024:12:24 18:00:00', offsetTimeOriginal: '+09:00' });
    expect(out.slice(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    expect(out.slice(-JPEG.length + 2)).toEqual(JPEG.slice(2));
    expect(findExifCaptureTime(out)).toEqual({ dateTimeOriginal: '2024:12:24 18:00:00', offsetTimeOriginal: '+09:00' });
  });

  it('leaves the offset out when the original had none, and anything not a JPEG as it is', () => {
    expect(
      findExifCaptureTime(withCaptureTime(JPEG, { dateTimeOriginal: '2023:01:02 03:04:05', offsetTimeOriginal: null })),
    ).toEqual({ dateTimeOriginal: '2023:01:02 03:04:05', offsetTimeOriginal: null });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(withCaptureTime(png, { dateTimeOriginal: '2023:01:02 03:04:05', offsetTimeOriginal: null })).toEqual(png);
  });
});
