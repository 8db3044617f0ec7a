import { AppError } from '../errors.js';

/**
 * Keyset paging: a page is fetched one row longer than it is shown, and the
 * cursor to the next names the last row shown. Cursors are two integers this
 * server made, base64url-encoded; anything else is a 400, never a value out of
 * range reaching the database.
 */

export function encodePair(a: number, b: number): string {
  return Buffer.from(`${a}:${b}`).toString('base64url');
}

export function decodePair(raw: string): [number, number] {
  const match = /^(-?\d{1,16}):(\d{1,16})$/.exec(Buffer.from(raw, 'base64url').toString());
  const a = Number(match?.[1]);
  const b = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(a) || !Number.isSafeInteger(b)) throw new AppError(400, 'bad_request');
  return [a, b];
}

/** The position of a moment (or event) in a newest-first list: its time, then its id. */
export interface TakenCursor {
  takenAt: number;
  id: number;
}

export const encodeCursor = (c: TakenCursor) => encodePair(c.takenAt, c.id);

export function decodeCursor(raw: string): TakenCursor {
  const [takenAt, id] = decodePair(raw);
  return { takenAt, id };
}

/** The rows to show of `size + 1` fetched, and the cursor after them when there are more. */
export function keysetPage<T>(
  rows: readonly T[],
  size: number,
  cursorOf: (last: T) => string,
): { page: T[]; next_page: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, next_page: rows.length > size && last !== undefined ? cursorOf(last) : null };
}
