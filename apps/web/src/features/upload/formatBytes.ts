/**
 * Bytes as a person reads them: 0 B, 980 KB, 3.4 MB, 1.2 GB (decimal units, one decimal past MB), in the locale's
 * digits; `round` drops a zero decimal (5 GB, a limit an operator set).
 */
export function formatBytes(bytes: number, locale: string, round = false): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit >= 2 && value < 100 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: round ? 0 : digits }).format(value)} ${units[unit]}`;
}

/** Whole percent of a part, 0 for an empty whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.floor((part / whole) * 100)) : 0;
}
