/** The album grid's geometry: square tiles of at least MIN_TILE px, as many columns as fit. */
export const MIN_TILE = 120;
export const GAP = 4;

export function gridOf(width: number, count: number): { columns: number; tile: number; rows: number } {
  const columns = Math.max(2, Math.floor((width + GAP) / (MIN_TILE + GAP)));
  const tile = Math.floor((width - GAP * (columns - 1)) / columns);
  return { columns, tile, rows: Math.ceil(count / columns) };
}
