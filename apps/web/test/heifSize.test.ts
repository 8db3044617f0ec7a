import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isHeif, readHeifSize } from '../src/features/upload/heifSize';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../test-fixtures/${name}`, import.meta.url))));

function box(type: string, body: number[]): number[] {
  const size = body.length + 8;
  return [
    size >>> 24,
    (size >> 16) & 0xff,
    (size >> 8) & 0xff,
    size & 0xff,
    ...[...type].map((c) => c.charCodeAt(0)),
    ...body,
  ];
}
const u32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

function heif(props: number[][]): Uint8Array {
  const ftyp = box('ftyp', [...[...'heic'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0]);
  const meta = box('meta', [0, 0, 0, 0, ...box('iprp', box('ipco', props.flat()))]);
  return new Uint8Array([...ftyp, ...meta]);
}

describe('readHeifSize', () => {
  it('reads the size of a real HEIC photo', () => {
    expect(readHeifSize(fixture('photo.heic'))).toEqual({ width: 1280, height: 960 });
  });

  it('takes the largest extent (a grid, not its tiles) and applies a quarter turn', () => {
    const tiles = box('ispe', [0, 0, 0, 0, ...u32(512), ...u32(512)]);
    const whole = box('ispe', [0, 0, 0, 0, ...u32(4032), ...u32(3024)]);
    expect(readHeifSize(heif([tiles, whole]))).toEqual({ width: 4032, height: 3024 });
    expect(readHeifSize(heif([tiles, whole, box('irot', [1])]))).toEqual({ width: 3024, height: 4032 });
    expect(readHeifSize(heif([whole, box('irot', [2])]))).toEqual({ width: 4032, height: 3024 });
  });

  it('gives null for other files and never throws on cut-off data', () => {
    expect(readHeifSize(fixture('photo-exif-gps.jpg'))).toBeNull();
    expect(isHeif(new Uint8Array(3))).toBe(false);
    const whole = fixture('photo.heic');
    for (let n = 0; n < 600; n += 7) expect(() => readHeifSize(whole.subarray(0, n))).not.toThrow();
  });
});
