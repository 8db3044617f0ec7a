import { describe, expect, it } from 'vitest';
import { fittedSize, meetsImageSize, xlargeSource } from '../src/renditions.js';

describe('the image size check (spec §5)', () => {
  it('passes when the width or the height meets or exceeds the one required', () => {
    expect(meetsImageSize({ width: 2048, height: 1365 }, { width: 2048 })).toBe(true);
    expect(meetsImageSize({ width: 2047, height: 4000 }, { width: 2048 })).toBe(false);
    expect(meetsImageSize({ width: 100, height: 1080 }, { height: 1080 })).toBe(true);
    expect(meetsImageSize({ width: 4000, height: 1079 }, { height: 1080 })).toBe(false);
    expect(meetsImageSize({ width: 1, height: 1 }, {})).toBe(true);
  });

  it('compares areas when both are required', () => {
    expect(meetsImageSize({ width: 1080, height: 1920 }, { width: 1920, height: 1080 })).toBe(true);
    expect(meetsImageSize({ width: 3000, height: 690 }, { width: 1920, height: 1080 })).toBe(false);
    expect(meetsImageSize({ width: 1920, height: 1080 }, { width: 1920, height: 1080 })).toBe(true);
  });
});

describe('renditions (spec §9)', () => {
  it('fit within their edge and are never enlarged', () => {
    expect(fittedSize({ width: 5000, height: 3000 }, 3840)).toEqual({ width: 3840, height: 2304 });
    expect(fittedSize({ width: 3000, height: 5000 }, 2048)).toEqual({ width: 1229, height: 2048 });
    expect(fittedSize({ width: 800, height: 600 }, 2048)).toEqual({ width: 800, height: 600 });
  });

  it('give an xlarge to a picture larger than the large, the original itself over 4e7 pixels or up to 4800 px', () => {
    expect(xlargeSource({ width: 2048, height: 1536 })).toBe('none');
    // A phone's 12 MP photo: barely larger than an xlarge, so the original serves.
    expect(xlargeSource({ width: 2049, height: 1536 })).toBe('original');
    expect(xlargeSource({ width: 4032, height: 3024 })).toBe('original');
    expect(xlargeSource({ width: 3600, height: 4800 })).toBe('original');
    expect(xlargeSource({ width: 4801, height: 3000 })).toBe('rendered');
    expect(xlargeSource({ width: 5000, height: 3000 })).toBe('rendered');
    expect(xlargeSource({ width: 8000, height: 5000 })).toBe('rendered');
    expect(xlargeSource({ width: 8000, height: 5001 })).toBe('original');
  });
});
