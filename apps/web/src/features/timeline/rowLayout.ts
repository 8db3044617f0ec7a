/**
 * Sizes of the timeline's rows before they are measured, and the split of a
 * very long timeline into parts. Browsers stop laying out an element at about
 * 16.7 million px (Immich #16788), so the virtual list's spacer must stay well
 * below it: a timeline whose estimated height passes PART_MAX_PX is shown one
 * part at a time, with "newer" and "older" rows between parts.
 */
import type { TimelineRow } from './timelineRows';

/** The browser limit is ~16.7M px; measured rows can outgrow estimates, so a part aims at half of it. */
export const PART_MAX_PX = 8_000_000;

export const ROW_GAP = 16;
const THUMB_MIN = 120;
const THUMB_GAP = 6;
const CARD_CHROME = 32 + 34 + 12 + 44; // padding, date line, gap, like/comment bar
const CAPTION_LINE = 24;
const CAPTION_MAX_LINES = 6;

/** Thumbnail columns of the grid (CSS: repeat(auto-fill, minmax(120px, 1fr)), 6px gap) at a card width. */
export function thumbColumns(gridWidth: number): number {
  return Math.max(1, Math.floor((gridWidth + THUMB_GAP) / (THUMB_MIN + THUMB_GAP)));
}

/** The height a row will probably take at the list's width (gap below included). */
export function estimateRowHeight(row: TimelineRow, listWidth: number): number {
  if (row.kind === 'today') return 44 + ROW_GAP;
  if (row.kind === 'bucket') return 48 + ROW_GAP;
  const gridWidth = Math.max(THUMB_MIN, listWidth - 34);
  const columns = thumbColumns(gridWidth);
  const thumb = (gridWidth - (columns - 1) * THUMB_GAP) / columns;
  const media = row.event.moments.filter((m) => m.type === 'picture' || m.type === 'video').length;
  const others = row.event.moments.length - media;
  const gridRows = Math.ceil(media / columns);
  const grid = gridRows > 0 ? gridRows * thumb + (gridRows - 1) * THUMB_GAP : 0;
  const charsPerLine = Math.max(20, Math.floor(gridWidth / 8));
  const captionLines = row.event.caption ? Math.min(CAPTION_MAX_LINES, Math.ceil(row.event.caption.length / charsPerLine)) + 1 : 0;
  return Math.round(CARD_CHROME + grid + captionLines * CAPTION_LINE + others * 56 + ROW_GAP);
}

/**
 * Splits rows into parts whose estimated heights stay under `maxPx`; returns
 * the first row index of each part (always starting with 0). One part for any
 * family of ordinary size.
 */
export function partStarts(heights: readonly number[], maxPx = PART_MAX_PX): number[] {
  const starts = [0];
  let sum = 0;
  for (let i = 0; i < heights.length; i += 1) {
    const height = heights[i] ?? 0;
    if (sum + height > maxPx && i > (starts.at(-1) ?? 0)) {
      starts.push(i);
      sum = 0;
    }
    sum += height;
  }
  return starts;
}

/** The part holding row `index`. */
export function partOf(starts: readonly number[], index: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((starts[mid] ?? 0) <= index) low = mid;
    else high = mid - 1;
  }
  return low;
}
