import { useState } from 'react';
import type { LinkedBaby } from '@sprout/shared';
import { membershipOf, type Membership } from './space';

/** The baby's membership as of when the screen opened: a VIP ending while it is open is read on the next visit. */
export function useMembership(baby: Pick<LinkedBaby, 'vip_expiration'>): Membership {
  const [now] = useState(() => Date.now() / 1000);
  return membershipOf(baby, now);
}
