import { describe, expect, it } from 'vitest';
import { decideBabyScope, linkedBabyId } from '../src/features/babies/babyScope';
import { viewerPath, withBaby } from '../src/lib/paths';

describe('links that name their baby (?baby=)', () => {
  it('reads the baby a link names, ignoring nonsense', () => {
    expect(linkedBabyId(new URLSearchParams('event=1&moment=2&baby=7'))).toBe(7);
    expect(linkedBabyId(new URLSearchParams('event=1'))).toBeNull();
    expect(linkedBabyId(new URLSearchParams('baby=-3'))).toBeNull();
    expect(linkedBabyId(new URLSearchParams('baby=x'))).toBeNull();
  });

  it('opens a link for its family, switching baby when needed, and refuses everyone else', () => {
    expect(decideBabyScope(null, [1, 2], 1)).toBe('asIs');
    expect(decideBabyScope(1, [1, 2], 1)).toBe('asIs');
    expect(decideBabyScope(2, [1, 2], 1)).toEqual({ switchTo: 2 });
    expect(decideBabyScope(9, [1, 2], 1)).toBe('forbidden');
    // Someone with no baby of their own is refused too.
    expect(decideBabyScope(9, [], null)).toBe('forbidden');
  });

  it("puts the baby last in the viewer's and screens' links", () => {
    expect(viewerPath('/timeline', 4, 9, undefined, 3)).toBe('/timeline/swiper?event=4&moment=9&baby=3');
    expect(viewerPath('/timeline/tagDetail', 4, 9, new URLSearchParams('tag=5&baby=3'))).toBe(
      '/timeline/tagDetail/swiper?tag=5&event=4&moment=9&baby=3',
    );
    expect(withBaby('/timeline/album', 3)).toBe('/timeline/album?baby=3');
    expect(withBaby('/timeline/tagDetail?tag=5&baby=1', 3)).toBe('/timeline/tagDetail?tag=5&baby=3');
    expect(withBaby('/timeline/album', null)).toBe('/timeline/album');
  });
});
