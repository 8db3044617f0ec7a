import { describe, expect, it } from 'vitest';
import {
  baseScale,
  centeredOffset,
  clampOffset,
  clampZoom,
  cropRect,
  displayedSize,
  MAX_ZOOM,
  outputSize,
  zoomAroundCenter,
} from '../src/features/babyinfo/cropMath';

const LANDSCAPE = { width: 4000, height: 3000 };
const PORTRAIT = { width: 1200, height: 1600 };
const V = 300;

describe('profile photo crop', () => {
  it('covers the square with the short side at zoom 1', () => {
    expect(baseScale(LANDSCAPE, V)).toBeCloseTo(0.1);
    expect(displayedSize(LANDSCAPE, V, 1)).toEqual({ width: 400, height: 300 });
    expect(displayedSize(PORTRAIT, V, 2)).toEqual({ width: 600, height: 800 });
  });

  it('starts centred: the middle square of the photo', () => {
    const offset = centeredOffset(LANDSCAPE, V, 1);
    expect(offset).toEqual({ x: -50, y: 0 });
    expect(cropRect(LANDSCAPE, V, 1, offset)).toEqual({ x: 500, y: 0, size: 3000 });
  });

  it('never lets an empty edge show', () => {
    expect(clampOffset({ x: 40, y: 40 }, LANDSCAPE, V, 1)).toEqual({ x: 0, y: 0 });
    expect(clampOffset({ x: -999, y: -999 }, LANDSCAPE, V, 1)).toEqual({ x: -100, y: 0 });
    expect(clampOffset({ x: -999, y: -999 }, LANDSCAPE, V, 2)).toEqual({ x: -500, y: -300 });
  });

  it('crops a smaller square when zoomed, where the image was moved', () => {
    // Zoom 2: 800 x 600 shown; the top-left viewport shows the top-left 1500 px square.
    expect(cropRect(LANDSCAPE, V, 2, { x: 0, y: 0 })).toEqual({ x: 0, y: 0, size: 1500 });
    // Moved fully to the bottom-right corner.
    expect(cropRect(LANDSCAPE, V, 2, { x: -500, y: -300 })).toEqual({ x: 2500, y: 1500, size: 1500 });
  });

  it('keeps the crop inside the image even for offsets out of range', () => {
    const crop = cropRect(PORTRAIT, V, 1, { x: 500, y: -99999 });
    expect(crop.x).toBe(0);
    expect(crop.y + crop.size).toBeLessThanOrEqual(PORTRAIT.height);
    expect(crop.size).toBe(1200);
  });

  it('zooms around the centre of the square', () => {
    const start = centeredOffset(LANDSCAPE, V, 1);
    const zoomed = zoomAroundCenter(start, LANDSCAPE, V, 1, 2);
    const before = cropRect(LANDSCAPE, V, 1, start);
    const after = cropRect(LANDSCAPE, V, 2, zoomed);
    expect(after.x + after.size / 2).toBeCloseTo(before.x + before.size / 2);
    expect(after.y + after.size / 2).toBeCloseTo(before.y + before.size / 2);
    expect(after.size).toBeCloseTo(before.size / 2);
  });

  it('bounds the zoom', () => {
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(99)).toBe(MAX_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('exports at most 512 pixels, and never upscales a small photo', () => {
    expect(outputSize({ x: 0, y: 0, size: 3000 })).toBe(512);
    expect(outputSize({ x: 0, y: 0, size: 200.4 })).toBe(200);
  });
});
