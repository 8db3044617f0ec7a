import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVideoMeta } from '../src/features/upload/videoMeta';

const fixture = (name: string) =>
  new Blob([fs.readFileSync(path.resolve(import.meta.dirname, '../../../test-fixtures', name))]);

describe('readVideoMeta: duration, shown size and creation_time from the MP4/QuickTime boxes', () => {
  it('reads a QuickTime .mov with its creation time', async () => {
    expect(await readVideoMeta(fixture('video.mov'))).toEqual({
      duration: expect.closeTo(4, 1) as unknown,
      width: 1280,
      height: 720,
      createdAt: Date.UTC(2025, 2, 3, 8, 0, 0) / 1000,
    });
  });

  it('turns a phone video with a quarter-turn display matrix upright', async () => {
    const meta = await readVideoMeta(fixture('video-rotated.mp4'));
    expect(meta).toMatchObject({ width: 1080, height: 1920 });
    expect(meta?.duration).toBeCloseTo(3, 0);
  });

  it('answers null for what is no video container', async () => {
    expect(await readVideoMeta(fixture('photo-exif-gps.jpg'))).toBeNull();
    expect(await readVideoMeta(fixture('empty.jpg'))).toBeNull();
    expect(await readVideoMeta(fixture('audio.m4a'))).toBeNull();
  });
});
