/**
 * Sizes of the timeline's rows before they are measured, and the split of a
 * very long timeline into parts. Browsers stop laying out an element at about
 * 16.7 million px (Immich #16788), so the virtual list's spacer must stay well
 * below it: a timeline whose estimated height passes PART_MAX_PX is shown one
 * part at a time, with "newer" and "older" rows between parts.
 */
import type { EventReply } from '@sprout/shared';
import { viewableMoments } from '../media';
import type { TimelineRow } from './timelineRows';
import { justify, tileAspect, TILE_GAP, type TileGrid } from './tileLayout';

/**
 * The browser limit is ~16.7M px, but layout and scrolling in a spacer
 * that tall is slow everywhere; the benchmark's bound is 5.6M px. A part
 * stays under 5M, leaving room for rows that outgrow their size (an open
 * caption editor): pictures large enough to enjoy make a six-year timeline
 * a few parts instead of one.
 */
export const PART_MAX_PX = 5_000_000;

/**
 * Every block of a card has a height computed here and set on it (EventCard),
 * so a row's estimate is its real height: the virtual list then has nothing
 * to correct as rows appear, and a correction costs it a pass over every row
 * below (the long tasks of a fast scroll through 20k events). In px at a 16px
 * root font; `scale` follows a reader's larger font.
 */
export const CARD = {
  border: 1,
  padding: 16,
  gap: 10,
  header: 28,
  line: 24,
  editButton: 22,
  footer: 28,
  thumbGap: TILE_GAP,
  /** A typical Latin letter at 16px; wide (CJK) characters count twice. */
  charPx: 8,
  maxLines: 6,
} as const;

export const ROW_GAP = 16;
export const TODAY_HEIGHT = 44;
export const BUCKET_HEIGHT = 48;

export interface EventLayout {
  /** The card's own height (the row adds ROW_GAP below). */
  cardHeight: number;
  /** Where each picture, video and audio tile goes (tileLayout.justify), whole px. */
  grid: TileGrid;
  captionLines: number;
  /** Lines shown of each text moment, in order. */
  textLines: number[];
  editButton: boolean;
}

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Lines a text takes at `perLine` letters a line, clamped to CARD.maxLines (the card clamps it the same). */
export function textLines(text: string, width: number, scale = 1): number {
  if (!text) return 0;
  const perLine = Math.max(8, Math.floor(width / (CARD.charPx * scale)));
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let units = 0;
    for (const char of paragraph) units += WIDE.test(char) ? 2 : 1;
    lines += Math.max(1, Math.ceil(units / perLine));
    if (lines >= CARD.maxLines) return CARD.maxLines;
  }
  return lines;
}

/** Inner width of a card in a list of `listWidth`. */
export function cardInnerWidth(listWidth: number): number {
  return Math.max(120, listWidth - 2 * (CARD.border + CARD.padding));
}

/**
 * The last layout made of each event reply, at the width and scale it was made
 * for. Heights of every row are computed whenever the timeline's rows change
 * (each page of a first sync, each merge of updates); a merge keeps the objects
 * of unchanged events, so only new and changed events are laid out again, and
 * a card's render finds the layout its row's height came from.
 */
const layouts = new WeakMap<EventReply, { listWidth: number; scale: number; layout: EventLayout }>();

/** The blocks of an event's card and their heights at a list width. */
export function eventLayout(event: EventReply, listWidth: number, scale = 1): EventLayout {
  const known = layouts.get(event);
  if (known && known.listWidth === listWidth && known.scale === scale) return known.layout;
  const layout = computeEventLayout(event, listWidth, scale);
  layouts.set(event, { listWidth, scale, layout });
  return layout;
}

function computeEventLayout(event: EventReply, listWidth: number, scale: number): EventLayout {
  const inner = cardInnerWidth(listWidth);
  const grid = justify(viewableMoments(event.moments).map(tileAspect), inner, scale);
  const captionLines = textLines(event.caption, inner, scale);
  const texts = event.moments
    .filter((m) => m.type === 'text' && m.content)
    .map((m) => textLines(m.content, inner, scale));
  const editButton = event.abilities.update;
  const line = Math.round(CARD.line * scale);
  const blocks = [
    Math.round(CARD.header * scale),
    captionLines * line,
    editButton ? Math.round(CARD.editButton * scale) : 0,
    ...texts.map((n) => n * line),
    grid.height,
    Math.round(CARD.footer * scale),
  ].filter((h) => h > 0);
  const content = blocks.reduce((sum, h) => sum + h, 0) + (blocks.length - 1) * CARD.gap;
  return { cardHeight: content + 2 * (CARD.border + CARD.padding), grid, captionLines, textLines: texts, editButton };
}

/** The height of a row at the list's width, gap below included: exact, as the rows are built to it. */
export function rowHeight(row: TimelineRow, listWidth: number, scale = 1): number {
  if (row.kind === 'today') return Math.round(TODAY_HEIGHT * scale) + ROW_GAP;
  if (row.kind === 'bucket') return Math.round(BUCKET_HEIGHT * scale) + ROW_GAP;
  return eventLayout(row.event, listWidth, scale).cardHeight + ROW_GAP;
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
