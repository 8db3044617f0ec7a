import type { FamilyRelationReply, FamilyRelationsReply } from '@sprout/shared';

/**
 * The active baby (spec §4): the stored id when it is one of the user's
 * timeline babies, else the first of timeline_family_ids, else none.
 */
export function pickActiveBabyId(storedId: number | null, timelineIds: readonly number[]): number | null {
  if (storedId !== null && timelineIds.includes(storedId)) return storedId;
  return timelineIds[0] ?? null;
}

/** Reads a stored id; anything that is not a positive integer counts as none. */
export function parseStoredBabyId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The babies of the timeline, in timeline_family_ids order, each with its relation. */
export function timelineBabies(reply: FamilyRelationsReply): FamilyRelationReply[] {
  const byBaby = new Map(reply.list.map((relation) => [relation.with_user.linked_baby.id, relation]));
  return reply.user.timeline_family_ids.flatMap((id) => {
    const relation = byBaby.get(id);
    return relation ? [relation] : [];
  });
}
