import type { VipGrantReply } from '@sprout/shared';
import { apiRequest } from './client';

/** POST /vip_grants: the VIP of `fromBabyId` shared with `babyId` (spec §6); the reply's message says so in the locale. */
export function grantVip(fromBabyId: number, babyId: number): Promise<VipGrantReply> {
  return apiRequest<VipGrantReply>('POST', '/vip_grants', { json: { from_baby_id: fromBabyId, baby_id: babyId } });
}

/** DELETE /vip_grants/{baby_id}: a shared VIP taken back from the baby sharing it. */
export function revokeVip(babyId: number): Promise<VipGrantReply> {
  return apiRequest<VipGrantReply>('DELETE', `/vip_grants/${babyId}`);
}
