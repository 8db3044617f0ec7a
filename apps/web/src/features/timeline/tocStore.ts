/**
 * Between the table of contents (in the sidebar) and the timeline list: which
 * bucket the reader asked to jump to, and which bucket is at the top of the list now.
 */
import { createStore, useStore } from '../../lib/createStore';

export interface JumpRequest {
  key: string;
  seq: number;
}

const jump = createStore<JumpRequest | null>(null);
const current = createStore<string | null>(null);
let seq = 0;

/** Asks the timeline to show the header of a bucket ('before', 'm03', 'y02', …). */
export function requestJump(key: string): void {
  seq += 1;
  jump.set({ key, seq });
}

/** The timeline did the jump (or gave up on it). */
export function finishJump(done: JumpRequest): void {
  jump.set((asked) => (asked?.seq === done.seq ? null : asked));
}

export function setCurrentBucket(key: string | null): void {
  current.set(key);
}

export function useJumpRequest(): JumpRequest | null {
  return useStore(jump);
}

export function useCurrentBucket(): string | null {
  return useStore(current);
}
