import { describe, expect, it } from 'vitest';
import type { MomentReply } from '@sprout/shared';
import { neighbours } from '../src/features/timeline/timelineData';
import { postGridOrder } from '../src/features/timeline/postGridOrder';

/** Only the fields the order reads: id (upload order), taken_at_gmt, and what makes a moment viewable. */
const photo = (id: number, takenAt: number) =>
  ({ id, taken_at_gmt: takenAt, type: 'picture', picture: { id } }) as unknown as MomentReply;
const text = (id: number, takenAt: number) =>
  ({ id, taken_at_gmt: takenAt, type: 'text', picture: null }) as unknown as MomentReply;

describe("one post's grid order, shared by the grid and the viewer over it", () => {
  // 4 and 5 were sent last; 5 was taken early, so by taken-at it would sit among the old ones.
  const moments = [photo(3, 10), photo(5, 15), photo(1, 20), photo(2, 30), photo(4, 40)];

  it('puts the just-added moments first, newest first, then the rest by when they were taken', () => {
    const { shown, added } = postGridOrder(moments, 2);
    expect(shown.map((m) => m.id)).toEqual([5, 4, 3, 1, 2]);
    expect([...added].sort()).toEqual([4, 5]);
  });

  it('is the taken-at order when nothing is new', () => {
    const { shown, added } = postGridOrder(moments, 0);
    expect(shown.map((m) => m.id)).toEqual([3, 5, 1, 2, 4]);
    expect(added.size).toBe(0);
  });

  it('leaves text moments out of the tiles, though they count among the just added', () => {
    // The text (6) was the last sent: "+2 new" is it and 5, and only 5 is a tile.
    const { shown, added } = postGridOrder([...moments, text(6, 50)], 2);
    expect(shown.map((m) => m.id)).toEqual([5, 3, 1, 2, 4]);
    expect([...added].sort()).toEqual([5, 6]);
  });

  it("gives next and previous in the grid's order, so the viewer swipes through what the grid showed", () => {
    const { shown } = postGridOrder(moments, 2);
    const first = neighbours(shown, 5);
    expect(first).toMatchObject({ index: 0, previous: null });
    expect(first.next?.id).toBe(4);
    const third = neighbours(shown, 3);
    expect(third.previous?.id).toBe(4);
    expect(third.next?.id).toBe(1);
  });
});
