import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** A step of the viewer: navigates to the previous or next moment; resolves false when it went nowhere. */
export type Step = () => void | Promise<boolean>;

/**
 * Previous / next that count every press, however quick (issue 13). A step
 * changes the URL inside a router transition, so until the new URL renders,
 * the viewer's steps still start from the moment before: a second press at
 * once would go to the same place again, moving one step for two presses.
 * A press while a step is on its way is queued instead, and taken as soon as
 * the URL (`shownId`, the moment in it) has moved on.
 */
export function useQueuedSteps(shownId: number | null, previous: Step | null, next: Step | null) {
  const latest = useRef({ shownId, previous, next });
  useLayoutEffect(() => {
    latest.current = { shownId, previous, next };
  });
  // `from`: the moment a step left and has not yet arrived from; `queued`: presses since (+ next, − previous).
  const travel = useRef<{ from: number | null; queued: number }>({ from: null, queued: 0 });

  const run = useCallback((direction: 1 | -1) => {
    const now = latest.current;
    const step = direction > 0 ? now.next : now.previous;
    if (!step || now.shownId === null) {
      travel.current = { from: null, queued: 0 };
      return;
    }
    travel.current.from = now.shownId;
    const moved = step();
    // A step into a neighbouring event may find nothing to show: then no URL change will ever end this one.
    if (moved) {
      void moved.then((ok) => {
        if (!ok && travel.current.from === now.shownId) travel.current = { from: null, queued: 0 };
      });
    }
  }, []);

  const press = useCallback(
    (direction: 1 | -1) => {
      const { from } = travel.current;
      if (from !== null && from === latest.current.shownId) {
        travel.current.queued += direction;
        return;
      }
      run(direction);
    },
    [run],
  );

  useEffect(() => {
    const { from, queued } = travel.current;
    if (from === null || from === shownId) return;
    travel.current = { from: null, queued };
    if (queued === 0) return;
    const direction = queued > 0 ? 1 : -1;
    travel.current.queued -= direction;
    run(direction);
  }, [shownId, run]);

  return {
    goPrevious: previous ? () => press(-1) : null,
    goNext: next ? () => press(1) : null,
  };
}
