import { LIMITS } from './constants.js';

/**
 * The renditions of a picture, by the long edge they are fitted within (never enlarged). The server renders
 * them at these sizes and the web picks among them knowing the same sizes, so the two cannot drift.
 * `xlarge` is for full-screen viewing on big or high-density displays (spec §9).
 */
export const RENDITION_EDGES = { thumb: 480, large: 2048, xlarge: 3840 } as const;
export type RenditionKind = keyof typeof RENDITION_EDGES;

export interface PixelSize {
  width: number;
  height: number;
}

/** What a picture's size fitted within a `edge` square comes out at: scaled down, never up. */
export function fittedSize(size: PixelSize, edge: number): PixelSize {
  const scale = Math.min(1, edge / Math.max(size.width, size.height, 1));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * Up to this long edge an original stands in as its own xlarge: a 3840 px re-encode of a 12 MP phone photo
 * (4032 px) holds 5% fewer pixels for about 60% of its bytes, counted against the family's space, and its
 * rendering doubled the work of every upload. Past it (a camera's 24 MP and up) the rendition saves enough.
 */
export const XLARGE_FROM_ORIGINAL_MAX_EDGE = 4800;

/**
 * Where a picture's xlarge comes from (spec §9): none when the large already holds every pixel of it; the
 * original itself over 4e7 pixels ("not resized by the image suffix") or when it is barely larger than an
 * xlarge (XLARGE_FROM_ORIGINAL_MAX_EDGE); else a rendition of its own.
 */
export function xlargeSource(size: PixelSize): 'none' | 'original' | 'rendered' {
  const longEdge = Math.max(size.width, size.height);
  if (longEdge <= RENDITION_EDGES.large) return 'none';
  if (size.width * size.height > LIMITS.noResizePixels) return 'original';
  if (longEdge <= XLARGE_FROM_ORIGINAL_MAX_EDGE) return 'original';
  return 'rendered';
}

/**
 * The image size check of spec §5: an image passes when its width and height meet or exceed the required
 * ones; with both a width and a height required, its area is compared instead.
 */
export function meetsImageSize(size: PixelSize, required: { width?: number; height?: number }): boolean {
  const { width, height } = required;
  if (width !== undefined && height !== undefined) return size.width * size.height >= width * height;
  if (width !== undefined) return size.width >= width;
  if (height !== undefined) return size.height >= height;
  return true;
}
