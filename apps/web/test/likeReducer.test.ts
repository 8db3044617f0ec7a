import { describe, expect, it } from 'vitest';
import { applyLike, likeInEvent } from '../src/features/timeline/likeReducer';
import { event, moment } from './timelineFixtures';

describe('optimistic likes', () => {
  const events = [
    event(2, 200),
    event(1, 100, [moment(11, 100, { likes_count: 2 }), moment(12, 101)], {
      counts: { likes: 4, comments: 0, moments: 2, pictures: 2, videos: 0, audios: 0, texts: 0 },
    }),
  ];

  it('flips an event like and changes its count by one', () => {
    const liked = applyLike(events, { type: 'event', id: 1 }, true);
    expect(liked[1]).toMatchObject({ like: true, counts: { likes: 5 } });
    expect(liked[0]).toBe(events[0]);
    const unliked = applyLike(liked, { type: 'event', id: 1 }, false);
    expect(unliked[1]).toMatchObject({ like: false, counts: { likes: 4 } });
  });

  it('flips a moment like inside its event', () => {
    const liked = applyLike(events, { type: 'moment', id: 11, eventId: 1 }, true);
    expect(liked[1]?.moments[0]).toMatchObject({ id: 11, like: true, likes_count: 3 });
    expect(liked[1]?.moments[1]).toBe(events[1]?.moments[1]);
    expect(liked[1]?.like).toBe(false);
  });

  it('rolls back by applying the opposite', () => {
    const liked = applyLike(events, { type: 'moment', id: 11, eventId: 1 }, true);
    const rolledBack = applyLike(liked, { type: 'moment', id: 11, eventId: 1 }, false);
    expect(rolledBack[1]?.moments[0]).toMatchObject({ like: false, likes_count: 2 });
  });

  it('changes nothing when the like is already so, or the target is not loaded', () => {
    expect(applyLike(events, { type: 'event', id: 1 }, false)).toBe(events);
    expect(applyLike(events, { type: 'event', id: 99 }, true)).toBe(events);
    expect(applyLike(events, { type: 'moment', id: 99, eventId: 1 }, true)).toBe(events);
  });

  it('never counts below zero', () => {
    const odd = { ...event(3, 0), like: true };
    expect(likeInEvent(odd, { type: 'event', id: 3 }, false).counts.likes).toBe(0);
  });

  it('takes the server count as it is', () => {
    const liked = applyLike(events, { type: 'event', id: 1 }, true);
    expect(applyLike(liked, { type: 'event', id: 1 }, true, 9)[1]).toMatchObject({ like: true, counts: { likes: 9 } });
    expect(applyLike(events, { type: 'moment', id: 12, eventId: 1 }, true, 1)[1]?.moments[1]).toMatchObject({
      like: true,
      likes_count: 1,
    });
  });
});
