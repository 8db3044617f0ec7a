import { describe, expect, it } from 'vitest';
import type { EventReply, MomentReply } from '@sprout/shared';
import { eventDateStyle, formatEventDate, hasProcessing, neighbours } from '../src/features/timeline/timelineData';
import { readViewerParams, viewerParentPath, viewerPath, walksAcrossEvents } from '../src/lib/paths';

function moment(
  id: number,
  takenAt: number,
  state: 'ready' | 'processing' | 'failed' = 'ready',
  type: MomentReply['type'] = 'picture',
): MomentReply {
  return {
    id,
    id_str: String(id),
    event_id: 1,
    baby_id: 1,
    author_id: 1,
    type,
    content: '',
    picture:
      type === 'picture'
        ? {
            thumb: state === 'ready' ? `/t/${id}` : null,
            large: state === 'ready' ? `/l/${id}` : null,
            xlarge: null,
            original: `/o/${id}`,
            state,
          }
        : null,
    video: null,
    audio: null,
    picture_width: 10,
    picture_height: 10,
    duration: null,
    taken_at_gmt: takenAt,
    privacy: 'family_and_relatives',
    visible_for_ids: [],
    service: 'tus',
    client_id: null,
    like: false,
    likes_count: 0,
    comments_count: 0,
    abilities: { update: true, delete: true, comment: true, like: true, change_privacy: true },
  };
}

function event(id: number, takenAt: number, moments: MomentReply[] = [], extra: Partial<EventReply> = {}): EventReply {
  return {
    id,
    id_str: String(id),
    baby_id: 1,
    taken_at_gmt: takenAt,
    updated_at_in_ts: takenAt,
    active: true,
    layout: 'default',
    layout_detail: null,
    caption: '',
    like: false,
    counts: {
      likes: 0,
      comments: 0,
      moments: moments.length,
      pictures: moments.length,
      videos: 0,
      audios: 0,
      texts: 0,
    },
    moments,
    abilities: { update: true, comment: true, like: true },
    ...extra,
  };
}

describe('hasProcessing', () => {
  it('is true while any picture waits for its thumbnails', () => {
    expect(hasProcessing([event(1, 0, [moment(1, 0)])])).toBe(false);
    expect(hasProcessing([event(1, 0, [moment(1, 0)]), event(2, 0, [moment(2, 0, 'processing')])])).toBe(true);
    expect(hasProcessing([event(1, 0, [moment(1, 0, 'failed')])])).toBe(false);
  });

  it('is true while a video waits for its poster', () => {
    const video: MomentReply = {
      ...moment(3, 0),
      type: 'video',
      picture: null,
      video: { url: '/v/3', poster: null, thumb: null, state: 'processing' },
    };
    expect(hasProcessing([event(3, 0, [video])])).toBe(true);
    expect(
      hasProcessing([
        event(3, 0, [{ ...video, video: { url: '/v/3', poster: '/p/3', thumb: '/t/3', state: 'ready' } }]),
      ]),
    ).toBe(false);
  });
});

describe('formatEventDate', () => {
  it('formats in the reader language and time zone', () => {
    const at = Date.UTC(2025, 5, 1, 1, 20, 30) / 1000;
    expect(formatEventDate(at, 'en', 'UTC')).toBe('June 1, 2025');
    expect(formatEventDate(at, 'de', 'UTC')).toBe('1. Juni 2025');
    expect(formatEventDate(Date.UTC(2025, 5, 1, 23) / 1000, 'en', 'Asia/Tokyo')).toBe('June 2, 2025');
  });

  it('writes the shorter form on a card too narrow for the long one beside the age (a phone)', () => {
    const at = Date.UTC(2026, 10, 6, 12) / 1000;
    expect(eventDateStyle(310)).toBe('medium');
    expect(eventDateStyle(700)).toBe('long');
    expect(formatEventDate(at, 'en', 'UTC', eventDateStyle(310))).toBe('Nov 6, 2026');
    expect(formatEventDate(at, 'en', 'UTC', eventDateStyle(700))).toBe('November 6, 2026');
  });
});

describe('neighbours', () => {
  const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('finds the previous and next item', () => {
    expect(neighbours(items, 1)).toEqual({ index: 0, previous: null, next: { id: 2 } });
    expect(neighbours(items, 2)).toEqual({ index: 1, previous: { id: 1 }, next: { id: 3 } });
    expect(neighbours(items, 3)).toEqual({ index: 2, previous: { id: 2 }, next: null });
    expect(neighbours(items, 7)).toEqual({ index: -1, previous: null, next: null });
  });
});

describe('viewer paths', () => {
  it('opens the viewer under its screen and closes back to it', () => {
    expect(viewerPath('/timeline', 4, 9)).toBe('/timeline/swiper?event=4&moment=9');
    expect(viewerPath('/timeline/reply/', 4, 9)).toBe('/timeline/reply/swiper?event=4&moment=9');
    expect(viewerParentPath('/timeline/swiper')).toBe('/timeline');
    expect(viewerParentPath('/timeline/tagDetail/swiper/')).toBe('/timeline/tagDetail');
    expect(viewerParentPath('/swiper')).toBe('/timeline');
  });

  it('walks on into the neighbouring posts over the timeline and the album only', () => {
    expect(['/timeline', '/timeline/album'].map(walksAcrossEvents)).toEqual([true, true]);
    const ownEvent = ['/timeline/diaryDetail', '/timeline/tagDetail', '/timeline/moments', '/timeline/reply'];
    expect(ownEvent.map((path) => walksAcrossEvents(viewerParentPath(`${path}/swiper`)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads only positive whole ids', () => {
    expect(readViewerParams(new URLSearchParams('event=4&moment=9'))).toEqual({ eventId: 4, momentId: 9 });
    expect(readViewerParams(new URLSearchParams('event=4'))).toBeNull();
    expect(readViewerParams(new URLSearchParams('event=x&moment=9'))).toBeNull();
    expect(readViewerParams(new URLSearchParams('event=-1&moment=9'))).toBeNull();
  });
});
