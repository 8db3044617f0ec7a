import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What a timeline write tells the caches: which baby's cached answers are now stale. */
export interface TimelineInvalidator {
  invalidate(group?: string): void;
}

/**
 * Records a change to an event in the same transaction as the change
 * (ADR 0005): the event's updated_at moves, so incremental sync sees it, and
 * the baby's timeline_version moves, so no cached answer outlives it.
 * Every repository that writes something a timeline shows calls this.
 */
export async function recordEventChange(
  trx: Kysely<Database>,
  caches: TimelineInvalidator,
  eventId: number,
  now: number,
): Promise<void> {
  await trx.updateTable('events').set({ updated_at: now }).where('id', '=', eventId).execute();
  await bumpTimelineVersion(trx, caches, eventId);
}

/**
 * Moves a baby's timeline_version for a change no event records: tags and
 * tagging (ADR 0019), whose answers are cached under that version like the
 * timeline's. The timeline's own cached pages render again once, unchanged.
 */
export async function bumpBabyVersion(
  trx: Kysely<Database>,
  caches: TimelineInvalidator,
  babyId: number,
): Promise<void> {
  await trx
    .updateTable('babies')
    .set((eb) => ({ timeline_version: eb('timeline_version', '+', 1) }))
    .where('id', '=', babyId)
    .execute();
  caches.invalidate(String(babyId));
}

/** Moves the timeline_version of the baby an event belongs to. */
export async function bumpTimelineVersion(
  trx: Kysely<Database>,
  caches: TimelineInvalidator,
  eventId: number,
): Promise<void> {
  const baby = await trx
    .updateTable('babies')
    .set((eb) => ({ timeline_version: eb('timeline_version', '+', 1) }))
    .where('id', '=', (eb) => eb.selectFrom('events').select('baby_id').where('events.id', '=', eventId))
    .returning('id')
    .executeTakeFirst();
  if (baby) caches.invalidate(String(baby.id));
}
