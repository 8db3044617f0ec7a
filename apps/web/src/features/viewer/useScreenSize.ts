import { useEffect, useState } from 'react';
import type { ScreenSize } from './pickRendition';

const current = (): ScreenSize => ({
  width: window.screen.width,
  height: window.screen.height,
  pixelRatio: window.devicePixelRatio || 1,
});

/**
 * The display the page is on. Read again on a resize, which browsers fire when the window moves to another
 * screen or the zoom (and so the pixel ratio) changes.
 */
export function useScreenSize(): ScreenSize {
  const [screen, setScreen] = useState(current);
  useEffect(() => {
    const onResize = () =>
      setScreen((before) => {
        const now = current();
        const same = now.width === before.width && now.height === before.height && now.pixelRatio === before.pixelRatio;
        return same ? before : now;
      });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return screen;
}
