import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { solidPng } from './family.js';

/** Files and line conditions the upload journeys share (uploads.spec.ts, shaky-connection.spec.ts). */
export interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Small PNGs of distinct colours: distinct bytes, so none is a duplicate of another. */
export function smallPhotos(count: number, prefix = 'photo'): Upload[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${prefix}-${String(i + 1).padStart(2, '0')}.png`,
    mimeType: 'image/png',
    buffer: solidPng(24, 24, [(i * 37) % 256, (i * 91 + 40) % 256, (i * 13 + 200) % 256]).bytes,
  }));
}

/** A photo of random noise, a few MB: several 512000-byte chunks, so an upload can be caught midway. */
export async function noisePhoto(name: string, width = 900, height = 900): Promise<Upload> {
  const buffer = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/**
 * A slow line (Chromium's own throttling, bytes per second up), so uploads
 * stay in flight long enough to stop, cut or reload them.
 */
export async function slowLine(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** The PATCH requests the page sends to tus, with their Upload-Offset. */
export function watchPatches(page: Page): Array<{ url: string; offset: number }> {
  const seen: Array<{ url: string; offset: number }> = [];
  page.on('request', (request) => {
    if (request.method() !== 'PATCH' || !request.url().includes('/tus/')) return;
    seen.push({ url: new URL(request.url()).pathname, offset: Number(request.headers()['upload-offset'] ?? -1) });
  });
  return seen;
}
