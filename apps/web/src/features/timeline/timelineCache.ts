/**
 * The per-baby event cache (spec §3 "Per-baby event cache", §4): kept in
 * IndexedDB so a reload starts from it at once. One meta record per user and
 * baby { babyId, userId, since, isLoadCompleted, version } and the events
 * (`data`) one record each, so a sync writes only what changed instead of
 * cloning the whole timeline. Trusted only at version 0.0.4 (LIMITS.cacheVersion);
 * anything else is reset. Cleared on a 'clean-event' (sign-out does that; main.tsx listens).
 */
import { LIMITS, type EventReply } from '@sprout/shared';
import { done, indexedDbOpener, request } from '../../lib/indexedDb';
import { newestFirst } from './timelineMerge';

const DB_NAME = 'sprout-timeline';
const DB_VERSION = 1;
const META = 'timelines';
const EVENTS = 'events';

export interface CacheMeta {
  key: string;
  babyId: number;
  userId: number;
  since: number;
  isLoadCompleted: boolean;
  version: string;
}

export interface CachedTimeline extends CacheMeta {
  data: EventReply[];
}

interface EventRecord {
  owner: string;
  id: number;
  event: EventReply;
}

export function cacheKey(userId: number, babyId: number): string {
  return `${userId}:${babyId}`;
}

/** Whether a stored meta record may be used: same user and baby, current version. */
export function isUsableCache(meta: Partial<CacheMeta> | undefined, userId: number, babyId: number): meta is CacheMeta {
  return (
    !!meta &&
    meta.version === LIMITS.cacheVersion &&
    meta.userId === userId &&
    meta.babyId === babyId &&
    typeof meta.since === 'number' &&
    Number.isFinite(meta.since)
  );
}

/** The database, or null where IndexedDB is missing or refused (private modes): then nothing is cached. */
const database = indexedDbOpener(DB_NAME, DB_VERSION, {
  [META]: { keyPath: 'key' },
  [EVENTS]: { keyPath: ['owner', 'id'] },
});

/** Deletes one owner's events inside a transaction. */
function deleteOwner(tx: IDBTransaction, key: string): void {
  tx.objectStore(EVENTS).delete(IDBKeyRange.bound([key, Number.NEGATIVE_INFINITY], [key, Number.POSITIVE_INFINITY]));
  tx.objectStore(META).delete(key);
}

/** Events are read in slices, each in its own task, so a 20k-event cache never blocks the page for long. */
const READ_SLICE = 1500;

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The cached timeline of a user's baby, or null (none, another version: then it is reset). */
export async function readTimelineCache(userId: number, babyId: number): Promise<CachedTimeline | null> {
  const db = await database();
  if (!db) return null;
  const key = cacheKey(userId, babyId);
  try {
    const meta = await request<CacheMeta | undefined>(db.transaction(META, 'readonly').objectStore(META).get(key));
    if (!meta) return null;
    if (!isUsableCache(meta, userId, babyId)) {
      await resetTimelineCache(userId, babyId);
      return null;
    }
    const data: EventReply[] = [];
    let after = Number.NEGATIVE_INFINITY;
    for (;;) {
      const range = IDBKeyRange.bound([key, after], [key, Number.POSITIVE_INFINITY], true, false);
      const records = await request<EventRecord[]>(
        db.transaction(EVENTS, 'readonly').objectStore(EVENTS).getAll(range, READ_SLICE),
      );
      for (const record of records) data.push(record.event);
      if (records.length < READ_SLICE) break;
      after = records.at(-1)?.id ?? Number.POSITIVE_INFINITY;
      await nextTask();
    }
    data.sort(newestFirst);
    return { ...meta, data };
  } catch {
    return null;
  }
}

/** Writes a sync's result: changed events, removed ids and the new since, in one transaction. */
export async function writeTimelineCache(
  userId: number,
  babyId: number,
  change: {
    upserted: readonly EventReply[];
    removed: readonly number[];
    since: number;
    isLoadCompleted: boolean;
    replaceAll?: boolean;
  },
): Promise<void> {
  const db = await database();
  if (!db) return;
  const key = cacheKey(userId, babyId);
  try {
    const tx = db.transaction([META, EVENTS], 'readwrite');
    const events = tx.objectStore(EVENTS);
    if (change.replaceAll) deleteOwner(tx, key);
    for (const id of change.removed) events.delete([key, id]);
    for (const event of change.upserted) events.put({ owner: key, id: event.id, event } satisfies EventRecord);
    const meta: CacheMeta = {
      key,
      babyId,
      userId,
      since: change.since,
      isLoadCompleted: change.isLoadCompleted,
      version: LIMITS.cacheVersion,
    };
    tx.objectStore(META).put(meta);
    await done(tx);
  } catch {
    // A full disk or a closed database: the cache is only a head start, the server has everything.
  }
}

/** Forgets one user's baby. */
export async function resetTimelineCache(userId: number, babyId: number): Promise<void> {
  const db = await database();
  if (!db) return;
  try {
    const tx = db.transaction([META, EVENTS], 'readwrite');
    deleteOwner(tx, cacheKey(userId, babyId));
    await done(tx);
  } catch {
    // nothing to forget
  }
}

/** Forgets every cached timeline. */
export async function clearTimelineCache(): Promise<void> {
  const db = await database();
  if (!db) return;
  try {
    const tx = db.transaction([META, EVENTS], 'readwrite');
    tx.objectStore(META).clear();
    tx.objectStore(EVENTS).clear();
    await done(tx);
  } catch {
    // nothing to forget
  }
}
