import type { FamilyRelationReply } from '@sprout/shared';
import { useOutletContext } from 'react-router';

/** The active baby's relation, handed by BabyInfoPage to its sub-pages. */
export function useBabyInfoRelation(): FamilyRelationReply {
  return useOutletContext<FamilyRelationReply>();
}
