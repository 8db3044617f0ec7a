/**
 * The global loading spinner (spec §2 overlays): shown while at least one long
 * operation runs. `withBusy(promise)` counts it in and out.
 */
import { useSyncExternalStore } from 'react';

let running = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export async function withBusy<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  running += 1;
  emit();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    running -= 1;
    emit();
  }
}

export function useBusy(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => running > 0,
    () => false,
  );
}
