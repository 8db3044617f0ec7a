/**
 * The personal domain (spec §5): letters, numbers and '-', 2 to 40
 * characters, not starting or ending with '-'. The server lower-cases it.
 */
export const DOMAIN_MIN = 2;
export const DOMAIN_MAX = 40;

export type DomainFormat = 'empty' | 'ok' | 'bad_characters' | 'too_short' | 'too_long' | 'edge_hyphen';

export function domainFormat(raw: string): DomainFormat {
  const value = raw.trim();
  if (value === '') return 'empty';
  if (!/^[A-Za-z0-9-]+$/.test(value)) return 'bad_characters';
  if (value.length < DOMAIN_MIN) return 'too_short';
  if (value.length > DOMAIN_MAX) return 'too_long';
  if (value.startsWith('-') || value.endsWith('-')) return 'edge_hyphen';
  return 'ok';
}

export function normalizeDomain(raw: string): string {
  return raw.trim().toLowerCase();
}

export interface AddressAnswer { valid: boolean; available: boolean; baby_id: number | null }

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
export function domainStatus(typed: string, current: string | null, babyId: number, answer: AddressAnswer | undefined | 'error'): DomainStatus {
  const format = domainFormat(typed);
  if (format === 'empty') return current ? { kind: 'cleared' } : { kind: 'unchanged' };
  if (format !== 'ok') return { kind: 'format', problem: format };
  if (current !== null && normalizeDomain(typed) === current) return { kind: 'unchanged' };
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
