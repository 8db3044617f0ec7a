/** How often other writers are looked for: reading SQLite's data_version costs more than a keyed query. */
const EXTERNAL_CHECK_MS = 1_000;

/**
 * Tells whether another connection (the CLI, another process) has written to
 * the database, looking at most once a second. `version()` is null while the
 * database cannot tell (PostgreSQL before its change listener listens, or
 * after it lost its connection; ADR 0009): caches built on it then keep nothing.
 */
export class ExternalWrites {
  private last = { version: 0 as number | null, checkedAt: -Infinity };

  constructor(
    private readonly read: () => number | null,
    private readonly now: () => number = Date.now,
  ) {}

  version(): number | null {
    const now = this.now();
    if (now - this.last.checkedAt >= EXTERNAL_CHECK_MS) this.last = { version: this.read(), checkedAt: now };
    return this.last.version;
  }
}

interface Entry<V> {
  value: V;
  external: number;
  untilMs: number;
}

interface Lookup<V> {
  external: number;
  /** A write to its group happened while it ran: what it read may be older, so it is not kept nor joined. */
  stale: boolean;
  value: Promise<V | undefined>;
}

export interface WriteAwareCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /** An absolute end for a value that expires by itself (a session), in ms. */
  expiresAtMs?: (value: V) => number;
  /** Runs on every invalidation: a cache whose values were built from these rows drops with them. */
  onInvalidate?: () => void;
}

/**
 * Rows read on every request's path, kept in memory while nothing could
 * have changed them. The repositories that write those rows call
 * `invalidate` (for one group, or all); writes by other connections drop
 * everything through ExternalWrites (SQLite), or what PostgreSQL's change
 * notifications name (context.ts); TTL bounds the rest. Values are frozen
 * (and the objects they hold): one object answers many requests.
 */
export class WriteAwareCache<V extends object> {
  private groups = new Map<string, Map<string, Entry<V>>>();
  private size = 0;
  /**
   * Lookups under way, shared by the requests that miss the same key at once.
   * A write drops its group's (marking them stale), so a request after the
   * write never joins a lookup begun before it, and a stale one is not kept.
   * Without this, a change made every reader in flight look the row up
   * itself: on PostgreSQL, 200 lookups queued on a pool of 10 behind the
   * writers after every comment (issue 19 item 4, ADR 0034).
   */
  private pending = new Map<string, Map<string, Lookup<V>>>();

  constructor(
    private readonly external: ExternalWrites,
    private readonly options: WriteAwareCacheOptions<V>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value, or the lookup's, kept unless a write happened while the lookup ran. */
  async through(group: string, key: string, lookup: () => Promise<V | undefined>): Promise<V | undefined> {
    const external = this.external.version();
    if (external === null) return lookup();
    const entry = this.groups.get(group)?.get(key);
    if (entry && entry.external === external && entry.untilMs > this.now()) return entry.value;
    const flying = this.pending.get(group)?.get(key);
    if (flying && flying.external === external) return flying.value;
    const started: Lookup<V> = { external, stale: false, value: Promise.resolve(undefined) };
    started.value = lookup()
      .then((found) => {
        if (!found) return found;
        // A session's user and session rows too: a request that changed them would change them for every later one.
        for (const part of Object.values(found)) if (part !== null && typeof part === 'object') Object.freeze(part);
        const value = Object.freeze(found);
        if (started.stale || this.external.version() !== external) return value;
        const untilMs = Math.min(this.now() + this.options.ttlMs, this.options.expiresAtMs?.(value) ?? Infinity);
        this.put(group, key, { value, external, untilMs });
        return value;
      })
      .finally(() => {
        const inGroup = this.pending.get(group);
        if (inGroup?.get(key) !== started) return;
        inGroup.delete(key);
        if (inGroup.size === 0) this.pending.delete(group);
      });
    let inGroup = this.pending.get(group);
    if (!inGroup) this.pending.set(group, (inGroup = new Map()));
    inGroup.set(key, started);
    return started.value;
  }

  /** Rows of `group` (or of every group) changed in this process. */
  invalidate(group?: string): void {
    this.options.onInvalidate?.();
    const lookups = group === undefined ? [...this.pending.values()] : [this.pending.get(group)];
    for (const inGroup of lookups) for (const started of inGroup?.values() ?? []) started.stale = true;
    if (group === undefined) {
      this.pending.clear();
      this.groups.clear();
      this.size = 0;
      return;
    }
    this.pending.delete(group);
    this.size -= this.groups.get(group)?.size ?? 0;
    this.groups.delete(group);
  }
  private put(group: string, key: string, entry: Entry<V>): void {
    let entries = this.groups.get(group);
    if (!entries) this.groups.set(group, (entries = new Map()));
    if (!entries.has(key)) this.size += 1;
    entries.set(key, entry);
    // Oldest groups leave first; at this size that is rare and need not be exact.
    while (this.size > this.options.maxEntries) {
      const [oldest, old] = this.groups.entries().next().value!;
      this.size -= old.size;
      this.groups.delete(oldest);
    }
  }
}
