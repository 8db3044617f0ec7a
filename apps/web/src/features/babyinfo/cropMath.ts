/**
 * The square crop of the profile photo: the image covers a square viewport,
 * is zoomed (1 = just covering) and moved; what the viewport shows is the crop.
 * Offsets are the image's top-left corner in viewport pixels (zero or negative).
 */
export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface CropRect {
  x: number;
  y: number;
  size: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** The server keeps a 512-pixel square; sending more only costs bandwidth. */
export const OUTPUT_SIZE = 512;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number.isFinite(zoom) ? zoom : MIN_ZOOM));
}

/** Viewport pixels per image pixel at zoom 1: the short side just fills the viewport. */
export function baseScale(image: Size, viewport: number): number {
  return viewport / Math.min(image.width, image.height);
}

export function displayedSize(image: Size, viewport: number, zoom: number): Size {
  const scale = baseScale(image, viewport) * clampZoom(zoom);
  return { width: image.width * scale, height: image.height * scale };
}

/** Keeps the image covering the whole viewport: no empty edge may show. */
export function clampOffset(offset: Point, image: Size, viewport: number, zoom: number): Point {
  const shown = displayedSize(image, viewport, zoom);
  const clamp = (value: number, min: number) => Math.min(0, Math.max(min, value));
  return { x: clamp(offset.x, viewport - shown.width), y: clamp(offset.y, viewport - shown.height) };
}

export function centeredOffset(image: Size, viewport: number, zoom: number): Point {
  const shown = displayedSize(image, viewport, zoom);
  return { x: (viewport - shown.width) / 2, y: (viewport - shown.height) / 2 };
}

/** Changes the zoom while the point under the viewport's centre stays there. */
export function zoomAroundCenter(
  offset: Point,
  image: Size,
  viewport: number,
  fromZoom: number,
  toZoom: number,
): Point {
  const ratio = clampZoom(toZoom) / clampZoom(fromZoom);
  const center = viewport / 2;
  const next = { x: center - (center - offset.x) * ratio, y: center - (center - offset.y) * ratio };
  return clampOffset(next, image, viewport, toZoom);
}

/** The square of the source image, in image pixels, that the viewport shows. */
export function cropRect(image: Size, viewport: number, zoom: number, offset: Point): CropRect {
  const scale = baseScale(image, viewport) * clampZoom(zoom);
  const safe = clampOffset(offset, image, viewport, zoom);
  const size = Math.min(viewport / scale, image.width, image.height);
  const x = Math.min(Math.max(0, -safe.x / scale), image.width - size);
  const y = Math.min(Math.max(0, -safe.y / scale), image.height - size);
  return { x, y, size };
}

/** The exported square: never upscaled past the source, never larger than the server keeps. */
export function outputSize(crop: CropRect, max = OUTPUT_SIZE): number {
  return Math.max(1, Math.min(max, Math.round(crop.size)));
}
