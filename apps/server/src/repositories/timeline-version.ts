import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What a timeline write tells the caches: which baby's cached answers are now stale. */
export interface TimelineInvalidator { invalidate(group?: string): void }

/**
 * Records a change to an event in the same transaction as the change
 * (ADR 0005): the event's updated_at moves, so incremental sync sees it, and
 * the baby's timeline_version moves, so no cached answer outlives it.
 * Every repository that writes something a timeline shows calls this.
 */
export async function recordEventChange(trx: Kysely<Database>, caches: TimelineInvalidator, eventId: number, now: number): Promise<void> {
  await trx.updateTable('events').set({ updated_at: now }).where('id', '=', eventId).execute();
  await bumpTimelineVersion(trx, caches, eventId);
}

/** Moves the timeline_version of the baby an event belongs to. */
export async function bumpTimelineVersion(trx: Kysely<Database>, caches: TimelineInvalidator, eventId: number): Promise<void> {
  const baby = await trx.updateTable('babies').set((eb) => ({ timeline_version: eb('timeline_version', '+', 1) }))
    .where('id', '=', (eb) => eb.selectFrom('events').select('baby_id').where('events.id', '=', eventId))
    .returning('id').executeTakeFirst();
  if (baby) caches.invalidate(String(baby.id));
}
