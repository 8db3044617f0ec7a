import { useMemo } from 'react';
import type { FamilyRelationReply } from '@sprout/shared';
import { useFamily } from '../../hooks/useFamily';
import { pickActiveBabyId, timelineBabies } from './activeBaby';
import { setStoredBabyId, useStoredBabyId } from '../../lib/activeBabyStore';

export interface ActiveBaby {
  /** The babies of the timeline, each with the user's relation and abilities. */
  babies: FamilyRelationReply[];
  /** The active baby's relation, or null when the user has no baby. */
  active: FamilyRelationReply | null;
  isLoading: boolean;
  error: unknown;
  choose: (babyId: number) => void;
}

export function useActiveBaby(): ActiveBaby {
  const family = useFamily();
  const storedId = useStoredBabyId();
  return useMemo(() => {
    const babies = family.data ? timelineBabies(family.data) : [];
    const activeId = family.data ? pickActiveBabyId(storedId, family.data.user.timeline_family_ids) : null;
    return {
      babies,
      active: babies.find((relation) => relation.with_user.linked_baby.id === activeId) ?? null,
      isLoading: family.isPending,
      error: family.error,
      choose: setStoredBabyId,
    };
  }, [family.data, family.isPending, family.error, storedId]);
}
