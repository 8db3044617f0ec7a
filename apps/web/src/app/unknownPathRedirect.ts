/**
 * What an unknown path does: a single segment may be a baby's personal
 * domain (e.g. /mia-rose), which opens that baby's album for its family;
 * anything else goes to the timeline as spec §2 says, with a short notice
 * that the page did not exist (issue 23; issue 13 had a page of its own).
 * Pure, so it is tested without a browser; useUnknownPath carries it out.
 */
import { isReservedDomain, normalizeDomain } from '@sprout/shared';

export type UnknownPathDecision = { lookup: string } | { notFound: true };

export const FALLBACK_PATH = '/timeline';

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The personal domain a path may name: exactly one well-formed segment, else null. */
export function personalDomainOf(pathname: string): string | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length !== 1 || segments[0] === undefined) return null;
  const segment = decodeSegment(segments[0]);
  const domain = segment === null ? null : normalizeDomain(segment);
  // A reserved path (/API, /Assets …) is never a baby's album.
  return domain !== null && !isReservedDomain(domain) ? domain : null;
}

export function decideUnknownPath(pathname: string): UnknownPathDecision {
  const domain = personalDomainOf(pathname);
  return domain ? { lookup: domain } : { notFound: true };
}

export type DomainOutcome = { activate: number; redirect: string } | { notFound: true } | { forbidden: true };

/**
 * After the lookup: the baby to make active and its timeline when the server
 * named one (it does so only for that baby's family); a domain some baby has
 * but that the server named no baby for is another family's album, "You
 * don't have permission to view this album" (spec §6); else no such page.
 */
export function afterDomainLookup(
  answer: { baby_id: number | null; valid?: boolean; available?: boolean } | null,
): DomainOutcome {
  const babyId = answer?.baby_id ?? null;
  if (babyId !== null) return { activate: babyId, redirect: FALLBACK_PATH };
  return answer?.valid === true && answer.available === false ? { forbidden: true } : { notFound: true };
}
