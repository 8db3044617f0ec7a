/**
 * Who may see a post (spec §3 privacy levels, §5 member checks), as the
 * pickers build it: custom always holds the poster ("Yourself must choice")
 * and at least one other member ("At least one member must be selected").
 */
import type { Privacy } from '@sprout/shared';

export interface AudienceChoice {
  privacy: Privacy;
  visibleForIds: readonly number[];
}

/** The custom audience to send: the chosen members with the poster first; or the error code to show. */
export function customAudience(
  chosen: readonly number[],
  posterId: number,
): { ids: number[] } | { error: 'choose_one_member' } {
  const others = [...new Set(chosen)].filter((id) => id !== posterId);
  if (others.length === 0) return { error: 'choose_one_member' };
  return { ids: [posterId, ...others] };
}

/** A choice as the server takes it: member ids only with custom. */
export function normalizeAudience(choice: AudienceChoice): AudienceChoice {
  return choice.privacy === 'custom' ? choice : { privacy: choice.privacy, visibleForIds: [] };
}
