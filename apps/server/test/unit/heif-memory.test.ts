import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { HEIF_CONVERSIONS_AT_ONCE, heifConversions, heifToJpeg } from '../../src/media/heif.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const HEIC = path.join(ROOT, 'test-fixtures/photo-12mp.heic');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-heif-memory-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Converts `input` in a process of its own and answers the most memory it
 * ever held (its peak RSS, from the kernel), so nothing else of the test
 * runner's counts.
 */
async function peakRssOfConversion(input: string): Promise<{ rssMiB: number; width: number; height: number }> {
  const script = `
    import { heifToJpeg } from './apps/server/src/media/heif.ts';
    import sharp from 'sharp';
    const output = ${JSON.stringify(path.join(dir, 'out.jpg'))};
    await heifToJpeg(${JSON.stringify(input)}, output);
    const { width, height } = await sharp(output).metadata();
    process.stdout.write(JSON.stringify({ rssMiB: process.resourceUsage().maxRSS / 1024, width, height }));
  `;
  const file = path.join(ROOT, `apps/server/.heif-memory-${process.pid}.mts`);
  fs.writeFileSync(file, script.replace('./apps/server/src', './src'));
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, maxBuffer: 1 << 20 });
    return JSON.parse(stdout) as { rssMiB: number; width: number; height: number };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe('HEIC conversion memory', () => {
  it('is bounded by the pictures, not the file: a 12-MP HEIC followed by 800 MB of zeros', async () => {
    // Sparse: the zeros take no disk, and the repo holds no large file.
    const padded = path.join(dir, 'padded.heic');
    fs.copyFileSync(HEIC, padded);
    fs.truncateSync(padded, 800 * 1024 * 1024);
    const plain = await peakRssOfConversion(HEIC);
    const big = await peakRssOfConversion(padded);
    expect(big).toMatchObject({ width: 4032, height: 3024 });
    // What the 800 MB add is at most a fifth of them (before: the whole file, and libheif's copy of it).
    expect(big.rssMiB - plain.rssMiB).toBeLessThan(160);
  }, 120_000);

  it('shares a small pool: parallel conversions wait their turn instead of decoding at once', async () => {
    const outputs = Array.from({ length: 5 }, (_, i) => path.join(dir, `pool-${i}.jpg`));
    let most = 0;
    let queued = 0;
    const watch = setInterval(() => {
      const now = heifConversions();
      most = Math.max(most, now.running);
      queued = Math.max(queued, now.waiting);
    }, 5);
    try {
      await Promise.all(outputs.map((output) => heifToJpeg(HEIC, output)));
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(HEIF_CONVERSIONS_AT_ONCE);
    expect(queued).toBeGreaterThanOrEqual(5 - HEIF_CONVERSIONS_AT_ONCE - 1);
    expect(heifConversions()).toEqual({ running: 0, waiting: 0 });
    for (const output of outputs) expect(fs.statSync(output).size).toBeGreaterThan(0);
  }, 120_000);
});
