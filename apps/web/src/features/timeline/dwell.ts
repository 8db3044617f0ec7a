/** How long a row must stay rendered before its pictures load. */
export const DWELL_MS = 150;

/**
 * Which rows have stayed rendered for `ms` without a break. Pure (time is
 * passed in); useDwell drives it with a timer.
 */
export class DwellTracker {
  private since = new Map<string, number>();
  private done = new Set<string>();

  constructor(private readonly ms = DWELL_MS) {}

  /** The rows rendered at `now`. Returns when the next one may settle, or null when none waits. */
  see(keys: readonly string[], now: number): number | null {
    const rendered = new Set(keys);
    for (const key of this.since.keys()) if (!rendered.has(key)) this.since.delete(key);
    for (const key of keys) if (!this.done.has(key) && !this.since.has(key)) this.since.set(key, now);
    return this.nextDue();
  }

  /** Settles the rows that have waited long enough by `now`; true when any did. */
  settle(now: number): boolean {
    let any = false;
    for (const [key, start] of this.since) {
      if (start + this.ms > now) continue;
      this.since.delete(key);
      this.done.add(key);
      any = true;
    }
    return any;
  }

  /** When the next waiting row may settle, or null. */
  nextDue(): number | null {
    let first = Infinity;
    for (const start of this.since.values()) first = Math.min(first, start);
    return first === Infinity ? null : first + this.ms;
  }

  /** A row once settled stays settled: its pictures are in the browser's cache. */
  isSettled(key: string): boolean {
    return this.done.has(key);
  }
}
