import { createStore, useStore } from '../../lib/createStore';
import { isTextSize, TEXT_FACTOR, textSizeKey, type TextSize } from './textSize';

/** The root font size against the 16px the layout is drawn at (a larger browser font makes it > 1 too). */
function measureScale(): number {
  return (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16) / 16;
}

interface Applied {
  size: TextSize;
  scale: number;
}

/** The text size now applied to the page, and the scale it gives; components that measure in px (the timeline) watch it. */
const textSizeStore = createStore<Applied>(
  { size: 'normal', scale: measureScale() },
  (a, b) => a.size === b.size && a.scale === b.scale,
);

export function useTextSizeValue(): TextSize {
  return useStore(textSizeStore, (applied) => applied.size);
}

export function useTextScale(): number {
  return useStore(textSizeStore, (applied) => applied.scale);
}

export function readTextSize(userId: number): TextSize {
  try {
    const stored = localStorage.getItem(textSizeKey(userId));
    return isTextSize(stored) ? stored : 'normal';
  } catch {
    return 'normal';
  }
}

/**
 * Sets the root font size as a percentage, so a larger default font chosen in
 * the browser still counts, and keeps the scale that results.
 */
export function applyTextSize(size: TextSize): void {
  document.documentElement.style.fontSize = size === 'normal' ? '' : `${TEXT_FACTOR[size] * 100}%`;
  textSizeStore.set({ size, scale: measureScale() });
}

export function saveTextSize(userId: number, size: TextSize): void {
  try {
    localStorage.setItem(textSizeKey(userId), size);
  } catch {
    // Private mode: the size still applies until the page is closed.
  }
  applyTextSize(size);
}
