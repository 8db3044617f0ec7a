/**
 * The media configuration (config.cdns) the server sent last, and when; kept
 * in localStorage as the spec's client keeps it, and watched by media that
 * wait for a fresh copy.
 */
import type { CdnConfig } from '@sprout/shared';
import { createStore } from '../lib/createStore';
import { localStore } from '../lib/localStore';
import type { StoredCdns } from '../lib/mediaSrc';

const KEY = 'sprout.cdns';

function read(): StoredCdns | null {
  try {
    const value = JSON.parse(localStore()?.getItem(KEY) ?? 'null') as StoredCdns | null;
    return value && Array.isArray(value.cdns) && typeof value.at === 'number' ? value : null;
  } catch {
    return null;
  }
}

export const storedCdns = createStore<StoredCdns | null>(read());

export function rememberCdns(cdns: CdnConfig[], now = Date.now()): void {
  const value = { cdns, at: now };
  localStore()?.setItem(KEY, JSON.stringify(value));
  storedCdns.set(value);
}
