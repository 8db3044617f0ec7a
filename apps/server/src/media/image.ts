import fsp from 'node:fs/promises';
import os from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { RENDITION_EDGES, type PixelSize } from '@sprout/shared';
import { AppError } from '../errors.js';
import { readHead } from './file-head.js';
import { machineFailure } from './machine-failure.js';
import { sniffPicture, PICTURE_MIME, type PictureFormat } from './sniff.js';

/**
 * Sizes libvips for `jobsAtOnce` pictures processed in parallel (the worker's
 * concurrency): the cores are shared between them instead of each job asking
 * for all of them, and the operation cache is off. Each job reads a different
 * original once, so cached operations are never hit again; they would only
 * hold pixel buffers and open files (of originals a sweep may remove).
 */
export function configureSharp(jobsAtOnce: number): void {
  sharp.concurrency(Math.max(1, Math.floor(os.availableParallelism() / Math.max(1, jobsAtOnce))));
  sharp.cache(false);
}

/** Decoding more pixels than this is refused: a small file can expand to gigabytes (a pixel bomb). */
export const MAX_INPUT_PIXELS = 100_000_000;

const SHARP_INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' } as const;

export interface PictureInfo {
  format: PictureFormat;
  mime: string;
  /** Upright dimensions, after the EXIF orientation is applied. */
  width: number;
  height: number;
  bytes: number;
}

/**
 * Proves a stored upload is a picture by its content: the magic bytes must name
 * an accepted format, and the whole image must decode without error.
 */
export async function inspectPicture(file: string): Promise<PictureInfo> {
  const { size } = await fsp.stat(file);
  const format = sniffPicture(await readHead(file));
  if (!format || size === 0) throw new AppError(422, '620');
  let meta: Metadata;
  try {
    // The header alone, without the pixel limit (nothing is decoded here): a bomb is then told apart as 600, not 620.
    meta = await sharp(file, { ...SHARP_INPUT, limitInputPixels: false }).metadata();
  } catch (error) {
    throw machineFailure(error) ?? new AppError(422, '620');
  }
  if (meta.format !== format || !meta.width || !meta.height) throw new AppError(422, '620');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new AppError(422, '600');
  try {
    // A real decode of every pixel: a truncated or corrupt file fails here, not later in a job.
    await sharp(file, SHARP_INPUT).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    throw machineFailure(error) ?? new AppError(422, '620');
  }
  const swapped = (meta.orientation ?? 1) >= 5;
  return {
    format,
    mime: PICTURE_MIME[format],
    width: swapped ? meta.height : meta.width,
    height: swapped ? meta.width : meta.height,
    bytes: size,
  };
}

/** The JPEG renditions of an original, at the sizes the web picks among (RENDITION_EDGES). */
export const DERIVATIVES = {
  thumb: { size: RENDITION_EDGES.thumb, quality: 78 },
  large: { size: RENDITION_EDGES.large, quality: 85 },
  // Looked at full screen on a big display, where compression shows more; still a fraction of most originals.
  xlarge: { size: RENDITION_EDGES.xlarge, quality: 85 },
} as const;
export type DerivativeKind = keyof typeof DERIVATIVES;

/**
 * A JPEG derivative: turned upright by the EXIF orientation, fitted inside a
 * square, and with every metadata block (EXIF, GPS, XMP) left out.
 */
export async function renderDerivative(file: string, kind: DerivativeKind): Promise<Buffer> {
  const spec = DERIVATIVES[kind];
  return renderWithin(file, spec.size, spec.quality);
}

/** A picture's upright size from its header (nothing is decoded): what its renditions are chosen by. */
export async function uprightSize(file: string): Promise<PixelSize> {
  const meta = await sharp(file, { ...SHARP_INPUT, limitInputPixels: false }).metadata();
  const swapped = (meta.orientation ?? 1) >= 5;
  return swapped ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** A square JPEG (the cropped profile photo), upright, metadata removed. */
export async function renderSquare(file: string, size: number): Promise<Buffer> {
  return sharp(file, SHARP_INPUT)
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** A JPEG fitted within a `size` square, upright, metadata removed. */
export async function renderWithin(file: string, size: number, quality = 85): Promise<Buffer> {
  return sharp(file, SHARP_INPUT)
    .rotate()
    .resize(size, size, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
}

/** A JPEG fitted within a `size` square, upright, metadata removed, with the size it came out at. */
export async function renderWithinSized(
  file: string,
  size: number,
  quality = 85,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(file, SHARP_INPUT)
    .rotate()
    .resize(size, size, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
