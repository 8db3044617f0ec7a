/**
 * The picture grid of a card: a justified grid (rows of tiles at the
 * pictures' own shapes, each full row exactly the card's width), computed from
 * the width and the sizes the API already sends, so a card's height is known
 * before it is drawn (ADR 0006) and nothing has to be measured. Pure.
 *
 * The target row height follows the width (a quarter of it): at any width a
 * row holds about three landscape photos, four square ones or five portrait
 * ones, large enough to enjoy on a 1024 px tablet and a 1280 px laptop alike.
 */
import type { MomentReply } from '@sprout/shared';

export const TILE_GAP = 6;
/** The row height aimed at, as a share of the grid's width, and its bounds in px at a 16px root font. */
export const TARGET_SHARE = 0.25;
export const TARGET_MIN = 120;
export const TARGET_MAX = 280;
/** A single picture is shown larger than a row of several, up to this many times the target height. */
export const SINGLE_GROWTH = 1.6;
/** Very wide or tall shapes are shown cropped to these bounds, so a panorama does not make a sliver of a row. */
export const ASPECT_MIN = 0.5;
export const ASPECT_MAX = 2;

export interface Tile {
  left: number;
  top: number;
  width: number;
  height: number;
}
export interface TileGrid {
  tiles: Tile[];
  height: number;
  rows: number;
  target: number;
}

/** Width over height of a tile: the picture's own, bounded; square when the size is unknown (audio, old data). */
export function tileAspect(moment: Pick<MomentReply, 'picture_width' | 'picture_height'>): number {
  const { picture_width: w, picture_height: h } = moment;
  if (!w || !h || w <= 0 || h <= 0) return 1;
  return Math.min(ASPECT_MAX, Math.max(ASPECT_MIN, w / h));
}

/** The row height aimed at for a grid `width` px wide. */
export function targetHeight(width: number, scale = 1): number {
  return Math.round(Math.min(TARGET_MAX * scale, Math.max(TARGET_MIN * scale, width * TARGET_SHARE)));
}

/** The height a row of tiles whose aspects sum to `sum` takes to fill `width` exactly. */
function fillHeight(sum: number, count: number, width: number): number {
  return (width - (count - 1) * TILE_GAP) / sum;
}

/**
 * Lays tiles of these aspects out in rows `width` px wide. A row closes when
 * one more tile would bring its height further from the target than leaving
 * it out; full rows fill the width exactly (the last tile takes the rounding),
 * the last row keeps the target height and is left-aligned. All in whole px.
 * Linear, with running sums: it runs for every event of a timeline whenever
 * the list's width changes (24k events at six years).
 */
export function justify(aspects: readonly number[], width: number, scale = 1): TileGrid {
  const target = targetHeight(width, scale);
  // Each row as [first index, count, sum of aspects, full].
  const rows: Array<{ from: number; count: number; sum: number; full: boolean }> = [];
  let from = 0;
  let count = 0;
  let sum = 0;
  for (let i = 0; i < aspects.length; i += 1) {
    const aspect = aspects[i] ?? 1;
    const heightWith = fillHeight(sum + aspect, count + 1, width);
    if (heightWith >= target || count === 0) {
      count += 1;
      sum += aspect;
      continue;
    }
    if (Math.abs(heightWith - target) <= Math.abs(fillHeight(sum, count, width) - target)) {
      rows.push({ from, count: count + 1, sum: sum + aspect, full: true });
      from = i + 1;
      count = 0;
      sum = 0;
    } else {
      rows.push({ from, count, sum, full: true });
      from = i;
      count = 1;
      sum = aspect;
    }
  }
  // The last row fills the width only when it nearly does at the target height anyway.
  if (count > 0) rows.push({ from, count, sum, full: fillHeight(sum, count, width) <= target });

  const tiles: Tile[] = [];
  let top = 0;
  rows.forEach((row, r) => {
    let height: number;
    if (row.full) height = Math.floor(fillHeight(row.sum, row.count, width));
    else if (rows.length === 1 && row.count === 1)
      height = Math.floor(Math.min(target * SINGLE_GROWTH, fillHeight(row.sum, 1, width)));
    else height = target;
    let left = 0;
    for (let i = 0; i < row.count; i += 1) {
      const aspect = aspects[row.from + i] ?? 1;
      const last = i === row.count - 1;
      const tileWidth =
        last && row.full ? width - left : Math.min(width - left, Math.max(1, Math.floor(aspect * height)));
      tiles.push({ left, top, width: tileWidth, height });
      left += tileWidth + TILE_GAP;
    }
    top += height + (r < rows.length - 1 ? TILE_GAP : 0);
  });
  return { tiles, height: top, rows: rows.length, target };
}
