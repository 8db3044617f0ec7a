import { fittedSize, meetsImageSize, RENDITION_EDGES, type PictureUrls, type PixelSize } from '@sprout/shared';

/** The display, in CSS pixels (window.screen) and device pixels per CSS pixel (window.devicePixelRatio). */
export interface ScreenSize {
  width: number;
  height: number;
  pixelRatio: number;
}

/** How big a picture of `size` shows fitted within the screen, in device pixels; never bigger than itself. */
export function fullScreenSize(size: PixelSize, screen: ScreenSize): PixelSize {
  const box = { width: screen.width * screen.pixelRatio, height: screen.height * screen.pixelRatio };
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/**
 * The file the viewer shows a picture from: the smallest of thumb, large, xlarge and original that passes
 * spec §5's size check against the picture's full-screen size on this display, so a big or high-density
 * screen gets the detail it can show and a small one never downloads more; the biggest there is when none
 * passes. Picked by the screen rather than the stage, so going full screen needs no other file. Without the
 * picture's size (`null`), the large.
 */
export function pickRendition(picture: PictureUrls, size: PixelSize | null, screen: ScreenSize): string | null {
  if (!size || size.width <= 0 || size.height <= 0) return picture.large ?? picture.original;
  const candidates: Array<{ url: string | null; size: PixelSize }> = [
    { url: picture.thumb, size: fittedSize(size, RENDITION_EDGES.thumb) },
    { url: picture.large, size: fittedSize(size, RENDITION_EDGES.large) },
    // Over 4e7 pixels the xlarge is the original itself (spec §9).
    {
      url: picture.xlarge,
      size: picture.xlarge === picture.original ? size : fittedSize(size, RENDITION_EDGES.xlarge),
    },
    { url: picture.original, size },
  ];
  const available = candidates.filter((c): c is { url: string; size: PixelSize } => c.url !== null);
  const needed = fullScreenSize(size, screen);
  const fit = available.find((c) => meetsImageSize(c.size, needed));
  if (fit) return fit.url;
  // None is enough: the biggest, the first of equals (a small picture's large before its original).
  const area = (s: PixelSize) => s.width * s.height;
  return (
    available.reduce<{ url: string; size: PixelSize } | null>(
      (best, c) => (best === null || area(c.size) > area(best.size) ? c : best),
      null,
    )?.url ?? null
  );
}
