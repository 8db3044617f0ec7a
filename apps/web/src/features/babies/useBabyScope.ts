import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useFamily } from '../../hooks/useFamily';
import { setStoredBabyId } from '../../lib/activeBabyStore';
import { decideBabyScope, linkedBabyId, type BabyScope } from './babyScope';
import { timelineBabies } from './activeBaby';
import { useActiveBaby } from './useActiveBaby';

/**
 * Carries out a link's `?baby=`: a baby of the user's family becomes the
 * active one (the link opens over its timeline); any other is 'forbidden'.
 */
export function useBabyScope(): BabyScope {
  const [search] = useSearchParams();
  const family = useFamily();
  const { active } = useActiveBaby();
  const memberOf = family.data ? timelineBabies(family.data).map((r) => r.with_user.linked_baby.id) : [];
  const scope = family.data
    ? decideBabyScope(linkedBabyId(search), memberOf, active?.with_user.linked_baby.id ?? null)
    : 'asIs';
  const switchTo = typeof scope === 'object' ? scope.switchTo : null;
  useEffect(() => {
    if (switchTo !== null) setStoredBabyId(switchTo);
  }, [switchTo]);
  return scope;
}
