/**
 * The timeline's UI flags (spec §4): which panels are shown, whether the
 * scroll-to-top button is up, the selected tab (timeline by default), the
 * direction of the last scroll (down by default) and what moved the list last.
 * One tiny store, read with useUiFlags and written with setUiFlags.
 */
import { useSyncExternalStore } from 'react';

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
  selectedTab: 'timeline',
  scrollDirection: 'down',
  scrollSource: null,
};

let flags: UiFlags = INITIAL_UI_FLAGS;
const listeners = new Set<() => void>();

export function getUiFlags(): UiFlags {
  return flags;
}

/** Changes some flags; listeners hear only about real changes. */
export function setUiFlags(change: Partial<UiFlags>): void {
  const next = { ...flags, ...change };
  if ((Object.keys(next) as (keyof UiFlags)[]).every((key) => next[key] === flags[key])) return;
  flags = next;
  for (const listener of listeners) listener();
}

export function resetUiFlags(): void {
  setUiFlags(INITIAL_UI_FLAGS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One flag (re-renders only when that flag changes). */
export function useUiFlag<K extends keyof UiFlags>(key: K): UiFlags[K] {
  return useSyncExternalStore(subscribe, () => flags[key], () => INITIAL_UI_FLAGS[key]);
}
