import type { LinkedBaby } from '@sprout/shared';
import { formatBytes } from '../upload';

/** The codes an upload is refused with when a baby's free storage is used up (ADR 0040). */
export const STORAGE_REFUSALS = ['free_storage_used_up', 'vip_expired'] as const;
export type StorageRefusal = (typeof STORAGE_REFUSALS)[number];
export const isStorageRefusal = (code: string): code is StorageRefusal =>
  (STORAGE_REFUSALS as readonly string[]).includes(code);

/** A day as the locale writes it, from Unix seconds or YYYY-MM-DD. */
export function formatDay(when: number | string, locale: string): string {
  const date = typeof when === 'number' ? new Date(when * 1000) : new Date(`${when}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: typeof when === 'number' ? undefined : 'UTC',
  }).format(date);
}

/** "2.3 GB" and "5 GB" for "2.3 GB of 5 GB"; `limit` null when the space has no free limit. */
export function spaceWords(baby: Pick<LinkedBaby, 'storage_bytes' | 'free_storage_bytes'>, locale: string) {
  return {
    used: formatBytes(baby.storage_bytes, locale),
    limit: baby.free_storage_bytes === null ? null : formatBytes(baby.free_storage_bytes, locale, true),
  };
}

/** The VIP plans (spec §1) in the locale's currency text: "30,000원" in Korean, US dollars elsewhere. */
export function planPrices(locale: string): { quarterly: string; annual: string } {
  if (locale.startsWith('ko')) {
    const won = (n: number) => `${new Intl.NumberFormat(locale).format(n)}원`;
    return { quarterly: won(30_000), annual: won(75_000) };
  }
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  return { quarterly: usd.format(23.99), annual: usd.format(59.99) };
}

/**
 * The membership panel's storefront by time zone (spec §4, SPEC-NOTES): `getTimezoneOffset()` from -300 to
 * -660 minutes (UTC+5 to UTC+11) is the mainland region, whose VIP is sold on the app's own membership page.
 */
export function membershipStorefront(timezoneOffsetMinutes: number): 'mainland' | 'global' {
  return timezoneOffsetMinutes <= -300 && timezoneOffsetMinutes >= -660 ? 'mainland' : 'global';
}

/**
 * A baby's VIP membership at `nowSeconds` (spec §4): a member while `vip_expiration` is in the future, out of
 * membership when it is positive but past, not a member when it is 0. The shared VIP is already folded in.
 */
export type Membership = { kind: 'member'; until: number } | { kind: 'lapsed'; ended: number } | { kind: 'none' };

export function membershipOf(baby: Pick<LinkedBaby, 'vip_expiration'>, nowSeconds: number): Membership {
  if (baby.vip_expiration > nowSeconds) return { kind: 'member', until: baby.vip_expiration };
  if (baby.vip_expiration > 0) return { kind: 'lapsed', ended: baby.vip_expiration };
  return { kind: 'none' };
}
