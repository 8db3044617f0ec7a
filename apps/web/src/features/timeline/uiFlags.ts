/**
 * The timeline's UI flags (spec §4): which panels are shown, whether the
 * scroll-to-top button is up, the selected tab (timeline by default), the
 * direction of the last scroll (down by default) and what moved the list last.
 * One tiny store, read with useUiFlags and written with setUiFlags.
 */
import { createStore, useStore } from '../../lib/createStore';

export type SelectedTab = 'timeline' | 'tags' | 'diary';
export type ScrollDirection = 'up' | 'down';
/** What scrolled the list last: the user, the table of contents, or the back-to-top button. */
export type ScrollSource = 'user' | 'toc' | 'top_button' | null;

export interface UiFlags {
  showDiaryEdit: boolean;
  showDetail: boolean;
  showReply: boolean;
  showTagDetail: boolean;
  showScrollButton: boolean;
  /** The list has left its top: the cover above it shrinks and the first-run hints fold away (issue 23). */
  scrolledPastTop: boolean;
  selectedTab: SelectedTab;
  scrollDirection: ScrollDirection;
  scrollSource: ScrollSource;
}

export const INITIAL_UI_FLAGS: UiFlags = {
  showDiaryEdit: false,
  showDetail: false,
  showReply: false,
  showTagDetail: false,
  showScrollButton: false,
  scrolledPastTop: false,
  selectedTab: 'timeline',
  scrollDirection: 'down',
  scrollSource: null,
};

const sameFlags = (a: UiFlags, b: UiFlags) => (Object.keys(a) as (keyof UiFlags)[]).every((key) => a[key] === b[key]);
const flags = createStore<UiFlags>(INITIAL_UI_FLAGS, sameFlags);

export function getUiFlags(): UiFlags {
  return flags.get();
}

/** Changes some flags; listeners hear only about real changes. */
export function setUiFlags(change: Partial<UiFlags>): void {
  flags.set((current) => ({ ...current, ...change }));
}

export function resetUiFlags(): void {
  setUiFlags(INITIAL_UI_FLAGS);
}

/** One flag (re-renders only when that flag changes). */
export function useUiFlag<K extends keyof UiFlags>(key: K): UiFlags[K] {
  return useStore(flags, (current) => current[key]);
}
