/**
 * Which baby a link is about (`?baby=` on a link to a moment, the album or a
 * tag), so that opening it works for its family whatever baby was active, and
 * tells anyone else "You don't have permission to view this album" (spec §6)
 * instead of quietly showing them their own timeline. Pure, so it is tested
 * without a browser; useBabyScope carries it out.
 */
import { BABY_PARAM } from '../../lib/paths';

/** The baby a link names, or null when it names none (or nonsense). */
export function linkedBabyId(search: URLSearchParams): number | null {
  const raw = search.get(BABY_PARAM);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export type BabyScope = 'asIs' | { switchTo: number } | 'forbidden';

/**
 * @param linked   the baby the link names
 * @param memberOf the babies whose family the user is in
 * @param activeId the active baby
 */
export function decideBabyScope(
  linked: number | null,
  memberOf: readonly number[],
  activeId: number | null,
): BabyScope {
  if (linked === null || linked === activeId) return 'asIs';
  return memberOf.includes(linked) ? { switchTo: linked } : 'forbidden';
}
