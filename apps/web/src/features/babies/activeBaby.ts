import type { FamilyRelationReply, FamilyRelationsReply } from '@sprout/shared';

/**
 * The active baby (spec §4): the stored id when it is one of the user's
 * timeline babies, else the first of timeline_family_ids, else none.
 */
export function pickActiveBabyId(storedId: number | null, timelineIds: readonly number[]): number | null {
  if (storedId !== null && timelineIds.includes(storedId)) return storedId;
  return timelineIds[0] ?? null;
}

// Kept below the features: the invitation page, drawn before sign-in, stores the baby it joined.
export { parseStoredBabyId } from '../../lib/activeBabyStore';

/** The babies of the timeline, in timeline_family_ids order, each with its relation. */
export function timelineBabies(reply: FamilyRelationsReply): FamilyRelationReply[] {
  const byBaby = new Map(reply.list.map((relation) => [relation.with_user.linked_baby.id, relation]));
  return reply.user.timeline_family_ids.flatMap((id) => {
    const relation = byBaby.get(id);
    return relation ? [relation] : [];
  });
}
