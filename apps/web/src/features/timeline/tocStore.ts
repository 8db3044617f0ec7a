/**
 * Between the table of contents (in the sidebar) and the timeline list: which
 * bucket the reader asked to jump to, and which bucket is at the top of the list now.
 */
import { useSyncExternalStore } from 'react';

export interface JumpRequest { key: string; seq: number }

let jump: JumpRequest | null = null;
let current: string | null = null;
let seq = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the timeline to show the header of a bucket ('before', 'm03', 'y02', …). */
export function requestJump(key: string): void {
  seq += 1;
  jump = { key, seq };
  emit();
}

/** The timeline did the jump (or gave up on it). */
export function finishJump(done: JumpRequest): void {
  if (jump?.seq !== done.seq) return;
  jump = null;
  emit();
}

export function setCurrentBucket(key: string | null): void {
  if (current === key) return;
  current = key;
  emit();
}

export function useJumpRequest(): JumpRequest | null {
  return useSyncExternalStore(subscribe, () => jump, () => null);
}

export function useCurrentBucket(): string | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
