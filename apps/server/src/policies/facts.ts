import type { Privacy } from '@sprout/shared';
import type { EventFacts } from './event.policy.js';
import type { MomentFacts } from './moment.policy.js';
import type { TrashFacts } from './trash.policy.js';

/*
 * Rows as the policies need them. Written once here, so every service asks
 * the rules about the same facts (policies import no db types: the shapes
 * below are the columns they read).
 */

/** A moment's facts: its author, privacy and, for `custom`, the members chosen. */
export function momentFacts(
  moment: { author_id: number; privacy: string },
  visibleFor: readonly number[],
): MomentFacts {
  return { author_id: moment.author_id, privacy: moment.privacy as Privacy, visibleFor };
}

/** A trashed moment's facts: a moment's, and who moved it to the trash. */
export function trashFacts(
  moment: { author_id: number; privacy: string; deleted_by: number | null },
  visibleFor: readonly number[],
): TrashFacts {
  return { ...momentFacts(moment, visibleFor), deleted_by: moment.deleted_by };
}

/** An event's facts, given how many of its moments the viewer may see. */
export function eventFacts(event: { author_id: number; active: number }, visibleMoments: number): EventFacts {
  return { author_id: event.author_id, active: event.active === 1, visibleMoments };
}
