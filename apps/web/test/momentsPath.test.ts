import { describe, expect, it } from 'vitest';
import {
  freshUnderViewer,
  momentsParams,
  momentsPath,
  readMomentsNew,
  readMomentsPost,
  screenParams,
  viewerParentPath,
  viewerPath,
} from '../src/lib/paths';

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

  it("keeps the grid's new= through the viewer opened over it, and gives it back on closing", () => {
    expect(momentsParams(7).toString()).toBe('post=7');
    const opened = viewerPath('/timeline/moments', 7, 42, momentsParams(7, 3));
    expect(opened).toBe('/timeline/moments/swiper?post=7&new=3&event=7&moment=42');
    const [pathname = '', query = ''] = opened.split('?');
    const search = new URLSearchParams(query);
    const parent = viewerParentPath(pathname);
    expect(freshUnderViewer(parent, search)).toBe(3);
    expect(`${parent}?${screenParams(search).toString()}`).toBe(momentsPath(7, 3));
  });

  it("puts nothing first under the viewer anywhere but a post's grid", () => {
    expect(freshUnderViewer('/timeline', new URLSearchParams('new=3&event=7&moment=42'))).toBe(0);
    expect(freshUnderViewer('/timeline/moments', new URLSearchParams('post=7&event=7&moment=42'))).toBe(0);
  });
});
