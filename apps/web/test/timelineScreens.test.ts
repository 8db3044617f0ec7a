import { describe, expect, it } from 'vitest';
import { audioOf, videoOf, viewableMoments } from '../src/features/media/mediaOf';
import { readReplyTarget, replyParam, replyPath, screenParams, viewerPath } from '../src/lib/paths';
import { getUiFlags, INITIAL_UI_FLAGS, resetUiFlags, setUiFlags } from '../src/features/timeline/uiFlags';
import { swipeDirection } from '../src/features/viewer/useSwipe';
import { moment } from './timelineFixtures';

describe('reply paths', () => {
  it('opens the comments of an event or a moment', () => {
    expect(replyPath({ type: 'event', id: 4 })).toBe('/timeline/reply?event=4');
    expect(replyPath({ type: 'moment', id: 9 })).toBe('/timeline/reply?moment=9');
    expect(readReplyTarget(new URLSearchParams('event=4'))).toEqual({ type: 'event', id: 4 });
    expect(readReplyTarget(new URLSearchParams('moment=9'))).toEqual({ type: 'moment', id: 9 });
    expect(readReplyTarget(new URLSearchParams('moment=x'))).toBeNull();
    expect(readReplyTarget(new URLSearchParams(''))).toBeNull();
  });

  it('keeps the reply target under the viewer opened over it', () => {
    const path = viewerPath('/timeline/reply', 4, 7, replyParam({ type: 'moment', id: 7 }));
    expect(path).toBe('/timeline/reply/swiper?reply=moment%3A7&event=4&moment=7');
    const search = new URLSearchParams(path.split('?')[1]);
    expect(readReplyTarget(search)).toEqual({ type: 'moment', id: 7 });
    expect(screenParams(search).toString()).toBe('reply=moment%3A7');
  });
});

describe('media of a moment', () => {
  it('reads a video or audio only when the server sends its URL', () => {
    const urls = { url: '/v/1.mp4', poster: '/p/1.jpg', thumb: '/t/1.jpg', state: 'ready' as const };
    const video = moment(1, 0, { type: 'video', picture: null, video: urls });
    expect(videoOf(video)).toEqual(urls);
    expect(videoOf(moment(2, 0, { type: 'video', picture: null }))).toBeNull();
    expect(audioOf(moment(3, 0, { type: 'audio', picture: null, audio: { url: '/a/3.m4a' } }))).toEqual({
      url: '/a/3.m4a',
    });
    expect(audioOf(moment(4, 0))).toBeNull();
  });

  it('lists pictures, videos and audio oldest first for the viewer, without text', () => {
    const list = [
      moment(3, 30),
      moment(1, 10, { type: 'video', picture: null }),
      moment(9, 5, { type: 'text', picture: null }),
      moment(2, 10, { type: 'audio', picture: null }),
    ];
    expect(viewableMoments(list).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('swipes', () => {
  it('counts a mostly sideways move of 50 px or more', () => {
    expect(swipeDirection(-80, 10)).toBe('left');
    expect(swipeDirection(80, -20)).toBe('right');
    expect(swipeDirection(30, 0)).toBeNull();
    expect(swipeDirection(60, 90)).toBeNull();
  });
});

describe('UI flags', () => {
  it('start with the timeline tab and scrolling down, and change one at a time', () => {
    resetUiFlags();
    expect(getUiFlags()).toEqual(INITIAL_UI_FLAGS);
    expect(INITIAL_UI_FLAGS).toMatchObject({
      selectedTab: 'timeline',
      scrollDirection: 'down',
      showReply: false,
      showScrollButton: false,
    });
    const before = getUiFlags();
    setUiFlags({ showReply: false });
    expect(getUiFlags()).toBe(before);
    setUiFlags({ showScrollButton: true, scrollSource: 'toc' });
    expect(getUiFlags()).toMatchObject({ showScrollButton: true, scrollSource: 'toc', selectedTab: 'timeline' });
    resetUiFlags();
  });
});
