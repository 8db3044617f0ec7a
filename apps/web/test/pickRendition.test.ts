import { describe, expect, it } from 'vitest';
import type { PictureUrls } from '@sprout/shared';
import { fullScreenSize, pickRendition } from '../src/features/viewer/pickRendition';

const urls = (xlarge: string | null = '/x'): PictureUrls => ({
  thumb: '/t',
  large: '/l',
  xlarge,
  original: '/o',
  state: 'ready',
});
const photo = { width: 6000, height: 4000 };

describe("the viewer's rendition (spec §5, §9)", () => {
  it('fits the picture within the screen in device pixels, never beyond its own size', () => {
    expect(fullScreenSize(photo, { width: 1920, height: 1080, pixelRatio: 1 })).toEqual({ width: 1620, height: 1080 });
    expect(fullScreenSize(photo, { width: 1440, height: 900, pixelRatio: 2 })).toEqual({ width: 2700, height: 1800 });
    expect(fullScreenSize({ width: 800, height: 600 }, { width: 3840, height: 2160, pixelRatio: 1 })).toEqual({
      width: 800,
      height: 600,
    });
  });

  it('takes the large on an ordinary display, the xlarge on a big or high-density one', () => {
    expect(pickRendition(urls(), photo, { width: 1920, height: 1080, pixelRatio: 1 })).toBe('/l');
    // A phone held upright: the photo fills only its width.
    expect(pickRendition(urls(), photo, { width: 390, height: 844, pixelRatio: 3 })).toBe('/l');
    expect(pickRendition(urls(), photo, { width: 1440, height: 900, pixelRatio: 2 })).toBe('/x');
    expect(pickRendition(urls(), photo, { width: 3840, height: 2160, pixelRatio: 1 })).toBe('/x');
  });

  it('takes the thumbnail on a screen it fills, and the original only where no rendition is enough', () => {
    expect(pickRendition(urls(), photo, { width: 480, height: 320, pixelRatio: 1 })).toBe('/t');
    // An 8K display: more than the xlarge's 3840 px.
    expect(pickRendition(urls(), photo, { width: 7680, height: 4320, pixelRatio: 1 })).toBe('/o');
    // Made before xlarges existed: the original stands in on a big display.
    expect(pickRendition(urls(null), photo, { width: 3840, height: 2160, pixelRatio: 1 })).toBe('/o');
  });

  it('never takes the original of a picture the large holds whole', () => {
    const small = { width: 1600, height: 1200 };
    expect(pickRendition(urls(null), small, { width: 3840, height: 2160, pixelRatio: 2 })).toBe('/l');
  });

  it('takes an xlarge that is the original itself (over 4e7 pixels) by its full size', () => {
    const huge = { width: 8200, height: 5000 };
    const picture = { ...urls('/o'), xlarge: '/o' };
    expect(pickRendition(picture, huge, { width: 1920, height: 1080, pixelRatio: 1 })).toBe('/l');
    expect(pickRendition(picture, huge, { width: 3840, height: 2160, pixelRatio: 1 })).toBe('/o');
  });

  it('falls back to the large without the picture size', () => {
    expect(pickRendition(urls(), null, { width: 3840, height: 2160, pixelRatio: 2 })).toBe('/l');
  });
});
