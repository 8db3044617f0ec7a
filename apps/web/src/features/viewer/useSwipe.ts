import { useRef, type TouchEvent } from 'react';

/** The least horizontal travel (px) that counts as a swipe. */
export const SWIPE_MIN_PX = 50;

/** Which way a touch moved, if it was a swipe: mostly sideways and far enough. */
export function swipeDirection(dx: number, dy: number, min = SWIPE_MIN_PX): 'left' | 'right' | null {
  if (Math.abs(dx) < min || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/** Touch handlers: a swipe left goes to the next item, a swipe right to the previous one. */
export function useSwipe(onNext: (() => void) | null, onPrevious: (() => void) | null) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction === 'left') onNext?.();
      if (direction === 'right') onPrevious?.();
    },
  };
}
