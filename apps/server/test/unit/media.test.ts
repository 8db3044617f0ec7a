import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffPicture } from '../../src/media/sniff.js';
import { parseRange } from '../../src/http/routes/media.js';
import { localDay } from '@sprout/shared';
import { decodeCursor, encodeCursor } from '../../src/services/paging.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../test-fixtures');
const head = (name: string) => fs.readFileSync(path.join(fixtures, name)).subarray(0, 16);

describe('content sniffing', () => {
  it('knows images by their bytes, not their names', () => {
    expect(sniffPicture(head('photo-exif-gps.jpg'))).toBe('jpeg');
    expect(sniffPicture(head('pixel-bomb-30000x30000.png'))).toBe('png');
    expect(sniffPicture(head('text-named.jpg'))).toBeNull();
    expect(sniffPicture(head('polyglot.jpg'))).toBeNull();
    expect(sniffPicture(head('script.svg'))).toBeNull();
    expect(sniffPicture(Buffer.alloc(0))).toBeNull();
  });
});

describe('local day of a moment', () => {
  it("uses the uploader's offset (getTimezoneOffset minutes)", () => {
    const t = Date.UTC(2025, 5, 1, 20, 0) / 1000; // 20:00 UTC
    expect(localDay(t, 0)).toBe('2025-06-01');
    expect(localDay(t, -540)).toBe('2025-06-02'); // Seoul, UTC+9
    expect(localDay(t, 480)).toBe('2025-06-01'); // Los Angeles, UTC-8
  });
});

describe('byte ranges and cursors', () => {
  it('parses single ranges and refuses impossible ones', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=200-', 100)).toBe('invalid');
    expect(parseRange(undefined, 100)).toBeNull();
  });

  it('round-trips a timeline cursor and rejects garbage', () => {
    expect(decodeCursor(encodeCursor({ takenAt: -5, id: 42 }))).toEqual({ takenAt: -5, id: 42 });
    expect(() => decodeCursor('%%%')).toThrow();
  });
});
