import { describe, expect, it } from 'vitest';
import { justify, targetHeight, tileAspect, TILE_GAP, type TileGrid } from '../src/features/timeline/tileLayout';

const LANDSCAPE = 4 / 3;
const PORTRAIT = 3 / 4;

/** Tiles per row, top to bottom. */
function perRow(grid: TileGrid): number[] {
  const rows = new Map<number, number>();
  for (const tile of grid.tiles) rows.set(tile.top, (rows.get(tile.top) ?? 0) + 1);
  return [...rows.values()];
}

/** Every full row ends exactly at the width; tiles never overlap or leave the grid. */
function expectWellFormed(grid: TileGrid, width: number): void {
  for (const tile of grid.tiles) {
    expect(
      Number.isInteger(tile.left) &&
        Number.isInteger(tile.top) &&
        Number.isInteger(tile.width) &&
        Number.isInteger(tile.height),
    ).toBe(true);
    expect(tile.left + tile.width).toBeLessThanOrEqual(width);
    expect(tile.top + tile.height).toBeLessThanOrEqual(grid.height);
  }
  for (let i = 1; i < grid.tiles.length; i += 1) {
    const [a, b] = [grid.tiles[i - 1]!, grid.tiles[i]!];
    if (a.top === b.top) expect(b.left).toBe(a.left + a.width + TILE_GAP);
    else expect(b.top).toBe(a.top + a.height + TILE_GAP);
  }
}

describe('the justified picture grid', () => {
  // The card's inner widths at 1024x768 and 1280x800 (list width less the card's border and padding).
  for (const width of [679, 935]) {
    it(`puts 3 landscape, 4 square or 5 portrait photos in a row at ${width} px, full rows exactly as wide as the card`, () => {
      for (const [aspect, count] of [
        [LANDSCAPE, 3],
        [1, 4],
        [PORTRAIT, 5],
      ] as const) {
        const grid = justify(Array(12).fill(aspect), width);
        expect(perRow(grid)[0], `aspect ${aspect}`).toBe(count);
        expectWellFormed(grid, width);
        const firstRow = grid.tiles.filter((t) => t.top === 0);
        const last = firstRow.at(-1)!;
        expect(last.left + last.width).toBe(width);
      }
    });
  }

  it('mixes shapes and stays deterministic, the height known before anything is drawn', () => {
    const aspects = [LANDSCAPE, PORTRAIT, PORTRAIT, 2, 1, LANDSCAPE, 0.5, 1.5, PORTRAIT, LANDSCAPE, 1, 1];
    const a = justify(aspects, 679);
    expect(justify(aspects, 679)).toEqual(a);
    expectWellFormed(a, 679);
    expect(a.tiles).toHaveLength(12);
    expect(a.height).toBe(a.tiles.at(-1)!.top + a.tiles.at(-1)!.height);
    for (const n of perRow(a)) expect(n).toBeGreaterThanOrEqual(2);
  });

  it('keeps the last, unfilled row at the target height, left-aligned, and shows a single photo larger', () => {
    const five = justify(Array(5).fill(LANDSCAPE), 679);
    expect(perRow(five)).toEqual([3, 2]);
    const lastRow = five.tiles.slice(3);
    expect(lastRow.every((t) => t.height === targetHeight(679))).toBe(true);
    expect(lastRow[0]!.left).toBe(0);
    const single = justify([LANDSCAPE], 679);
    expect(single.height).toBe(Math.floor(targetHeight(679) * 1.6));
    expect(single.tiles[0]!.width).toBe(Math.floor(single.height * LANDSCAPE));
    expect(justify([], 679)).toMatchObject({ tiles: [], height: 0, rows: 0 });
  });

  it("bounds the target by the width and the reader's font, and the shapes by 1:2 and 2:1", () => {
    expect(targetHeight(679)).toBe(170);
    expect(targetHeight(300)).toBe(120);
    expect(targetHeight(300, 1.25)).toBe(150);
    expect(targetHeight(4000)).toBe(280);
    expect(tileAspect({ picture_width: 6000, picture_height: 1000 })).toBe(2);
    expect(tileAspect({ picture_width: 1000, picture_height: 6000 })).toBe(0.5);
    expect(tileAspect({ picture_width: null, picture_height: null })).toBe(1);
    expect(tileAspect({ picture_width: 1200, picture_height: 900 })).toBeCloseTo(LANDSCAPE);
  });
});
