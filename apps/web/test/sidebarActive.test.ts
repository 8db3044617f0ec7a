import { describe, expect, it } from 'vitest';
import { sidebarPageActive } from '../src/lib/paths';

describe('sidebarPageActive: one sidebar item highlighted, not two', () => {
  it('leaves Baby info unlit on the family page, which has its own item', () => {
    expect(sidebarPageActive('/babyinfo', '/babyinfo/setfamily')).toBe(false);
    expect(sidebarPageActive('/babyinfo', '/babyinfo/setFamily')).toBe(false);
    expect(sidebarPageActive('/babyinfo', '/babyinfo')).toBe(true);
    expect(sidebarPageActive('/babyinfo', '/babyinfo/setdomain')).toBe(true);
  });

  it('leaves Timeline unlit on the album, growth, diary and tag pages, but lit under its viewer', () => {
    for (const own of ['/timeline/album', '/timeline/growth', '/timeline/diaryDetail', '/timeline/tagDetail'])
      expect(sidebarPageActive('/timeline', own), own).toBe(false);
    expect(sidebarPageActive('/timeline', '/timeline/album/swiper')).toBe(false);
    expect(sidebarPageActive('/timeline', '/timeline')).toBe(true);
    expect(sidebarPageActive('/timeline', '/timeline/swiper')).toBe(true);
    expect(sidebarPageActive('/timeline', '/timelines')).toBe(false);
  });
});
