/**
 * The global loading spinner (spec §2 overlays): shown while at least one long
 * operation runs. `withBusy(promise)` counts it in and out.
 */
import { createStore, useStore } from '../../lib/createStore';

const running = createStore(0);

export async function withBusy<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  running.set((count) => count + 1);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    running.set((count) => count - 1);
  }
}

export function useBusy(): boolean {
  return useStore(running, (count) => count > 0);
}
