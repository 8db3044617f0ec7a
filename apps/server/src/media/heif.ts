import fsp from 'node:fs/promises';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { AppError } from '../errors.js';
import { readExifFacts } from './exif.js';
import { readHeifItems } from './heif-items.js';
import { MAX_INPUT_PIXELS } from './image.js';
import { mediaBusy } from './machine-failure.js';

/** ISO-BMFF brands of HEIC/HEIF stills and sequences (an iPhone's photos). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

export function sniffHeif(head: Buffer): boolean {
  return (
    head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(head.toString('latin1', 8, 12))
  );
}

/** Quality of the JPEG that stands in for a HEIC original: it becomes the original, so it is kept high. */
const JPEG_QUALITY = 92;

type Decoded = { width: number; height: number; data: Uint8ClampedArray } | { error: 'undecodable' | 'too_large' };

/** The coded bytes of a HEIC's pictures we decode at most: no photo's come near (a 12-MP one has 600 KB). */
const MAX_CODED_BYTES = 64 * 1024 * 1024;

/**
 * Conversions running at once in this process; the rest wait their turn. Each
 * may hold its coded bytes twice (here and in libheif's heap) and up to
 * MAX_INPUT_PIXELS × 4 bytes of pixels, so a few parallel uploads of one
 * person cannot take the server's memory.
 */
export const HEIF_CONVERSIONS_AT_ONCE = Math.min(2, Math.max(1, os.availableParallelism()));
let running = 0;
const waiting: Array<() => void> = [];

/** Conversions decoding now in this process (never more than HEIF_CONVERSIONS_AT_ONCE), and those waiting. */
export function heifConversions(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

async function inPool<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= HEIF_CONVERSIONS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** libheif (WebAssembly) in a worker thread: a 12-MP decode would otherwise hold the event loop for seconds. */
function decodeInWorker(coded: Buffer): Promise<Decoded> {
  return new Promise((resolve, reject) => {
    // Handed over, not copied: the worker owns these bytes from now on.
    const bytes = coded.byteOffset === 0 && coded.byteLength === coded.buffer.byteLength ? coded : Buffer.from(coded);
    // libheif prints its own complaints about a broken file; the caller answers 620 for it instead.
    const worker = new Worker(new URL('./heif-worker.mjs', import.meta.url), {
      workerData: { bytes, maxPixels: MAX_INPUT_PIXELS },
      transferList: [bytes.buffer as ArrayBuffer],
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    worker.once('message', (result: Decoded) => {
      resolve(result);
      void worker.terminate();
    });
    // The decoder dying (out of memory, killed) says nothing about the file: 503, and the upload is kept.
    worker.once('error', (error) => reject(mediaBusy(error)));
    worker.once('exit', (code) => reject(mediaBusy(new Error(`HEIF decoder exited with code ${code}`))));
  });
}

/**
 * Turns a HEIC/HEIF sent as-is (an API client without the browser's
 * conversion) into the JPEG that becomes the moment's original: upright (the
 * decoder applies the file's rotation and mirroring, so no orientation tag is
 * written), with its capture time and camera carried over in EXIF; GPS and
 * everything else are left behind. 620 when it does not decode, 600 when it
 * has more pixels than any picture we accept (told by its header, before decoding).
 * The decoder is given the pictures' bytes only (heif-items.ts), in a pool of
 * HEIF_CONVERSIONS_AT_ONCE.
 */
export async function heifToJpeg(input: string, output: string): Promise<void> {
  let exif: Buffer | undefined;
  try {
    exif = (await sharp(input).metadata()).exif;
  } catch {
    exif = undefined; // the header is read again by the decoder, which decides
  }
  // Only the pictures' bytes, and their stated size checked first: nothing is decoded for a picture too large.
  const items = await readHeifItems(input, MAX_INPUT_PIXELS, MAX_CODED_BYTES);
  if ('error' in items) throw new AppError(422, items.error === 'too_large' ? '600' : '620');
  const decoded = await inPool(() => decodeInWorker(items.buffer));
  if ('error' in decoded) throw new AppError(422, decoded.error === 'too_large' ? '600' : '620');
  const { DateTimeOriginal, OffsetTimeOriginal, Make, Model } = readExifFacts(exif);
  const ifd0 = { ...(Make ? { Make } : {}), ...(Model ? { Model } : {}) };
  const ifd2 = {
    ...(DateTimeOriginal ? { DateTimeOriginal } : {}),
    ...(OffsetTimeOriginal ? { OffsetTimeOriginal } : {}),
  };
  let image = sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
    raw: { width: decoded.width, height: decoded.height, channels: 4 },
  })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY });
  if (Object.keys(ifd0).length + Object.keys(ifd2).length > 0) image = image.withExif({ IFD0: ifd0, IFD2: ifd2 });
  try {
    await image.toFile(output);
  } catch (error) {
    // A JPEG cut short by a full disk would hold the very space the retry needs.
    await fsp.rm(output, { force: true });
    throw error;
  }
}
