/**
 * The personal domain form's state. The format rules and the reserved paths
 * are shared with the server (@sprout/shared rules.ts).
 */
import { domainFormat, isReservedDomain, normalizeDomain, type DomainFormat } from '@sprout/shared';

export interface AddressAnswer {
  valid: boolean;
  available: boolean;
  baby_id: number | null;
}

/** What the availability line says while an Admin types. */
export type DomainStatus =
  | { kind: 'unchanged' }
  | { kind: 'cleared' }
  | { kind: 'format'; problem: Exclude<DomainFormat, 'ok' | 'empty'> }
  | { kind: 'checking' }
  | { kind: 'available' }
  | { kind: 'taken' }
  | { kind: 'error' };

/**
 * @param typed   what the Admin typed
 * @param current the baby's domain now, or null
 * @param answer  the lookup answer for the typed domain, undefined while it is on its way
 */
export function domainStatus(
  typed: string,
  current: string | null,
  babyId: number,
  answer: AddressAnswer | undefined | 'error',
): DomainStatus {
  const format = domainFormat(typed);
  if (format === 'empty') return current ? { kind: 'cleared' } : { kind: 'unchanged' };
  if (format !== 'ok') return { kind: 'format', problem: format };
  const domain = normalizeDomain(typed);
  if (current !== null && domain === current) return { kind: 'unchanged' };
  // The app's own paths are never free: no need to ask.
  if (domain !== null && isReservedDomain(domain)) return { kind: 'taken' };
  if (answer === 'error') return { kind: 'error' };
  if (answer === undefined) return { kind: 'checking' };
  if (!answer.valid) return { kind: 'format', problem: 'bad_characters' };
  if (answer.available || answer.baby_id === babyId) return { kind: 'available' };
  return { kind: 'taken' };
}

/** Saving makes sense for a free domain, or to remove the current one. */
export function canSaveDomain(status: DomainStatus): boolean {
  return status.kind === 'available' || status.kind === 'cleared';
}
