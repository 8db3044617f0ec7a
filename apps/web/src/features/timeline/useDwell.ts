import { useEffect, useReducer, useRef } from 'react';
import { DWELL_MS, DwellTracker } from './dwell';

/**
 * Whether a rendered row has stayed on screen for DWELL_MS. A row a fast
 * fling carries past never does, so its pictures are not fetched and decoded
 * for nobody: on a six-year timeline those thousands of images made the
 * browser's garbage collections long enough to freeze a fling.
 */
export function useDwell(keys: readonly string[], ms = DWELL_MS): (key: string) => boolean {
  const tracker = useRef<DwellTracker>(null);
  tracker.current ??= new DwellTracker(ms);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [version, settled] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const current = tracker.current!;
    current.see(keys, performance.now());
    // One timer at a time, not reset by re-renders: a slow, steady scroll still settles its rows.
    const schedule = () => {
      const due = current.nextDue();
      if (timer.current !== null || due === null) return;
      timer.current = setTimeout(
        () => {
          timer.current = null;
          if (current.settle(performance.now())) settled();
          schedule();
        },
        Math.max(0, due - performance.now()),
      );
    };
    schedule();
  }, [keys, version]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const current = tracker.current;
  return (key) => current.isSettled(key);
}
