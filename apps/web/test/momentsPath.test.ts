import { describe, expect, it } from 'vitest';
import { momentsPath, readMomentsNew, readMomentsPost } from '../src/lib/paths';

describe("the path of one post's grid", () => {
  it('names the just-added moments only when there are some, and reads them back', () => {
    expect(momentsPath(7)).toBe('/timeline/moments?post=7');
    expect(momentsPath(7, 0)).toBe('/timeline/moments?post=7');
    const path = momentsPath(7, 3);
    expect(path).toBe('/timeline/moments?post=7&new=3');
    const search = new URLSearchParams(path.split('?')[1]);
    expect(readMomentsPost(search)).toBe(7);
    expect(readMomentsNew(search)).toBe(3);
  });

  it('reads a missing or malformed count as none', () => {
    for (const raw of ['', 'new=', 'new=-2', 'new=1.5', 'new=abc', 'new=1e400'])
      expect(readMomentsNew(new URLSearchParams(`post=7&${raw}`)), raw).toBe(0);
  });
});
