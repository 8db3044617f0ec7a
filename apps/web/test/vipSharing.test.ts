import { describe, expect, it } from 'vitest';
import type { FamilyRelationReply, LinkedBaby } from '@sprout/shared';
import { showsVipScreens, vipSharingOf } from '../src/features/vip/vipSharing';

const NOW = 1_800_000_000;
const LATER = NOW + 86_400 * 60;

function relation(id: number, manage: boolean, baby: Partial<LinkedBaby> = {}): FamilyRelationReply {
  const linked: LinkedBaby = {
    id,
    id_str: String(id),
    name: `Baby ${id}`,
    birthday: null,
    gender: 'girl',
    is_baby: true,
    profile_picture: null,
    personal_domain: null,
    space_overflow: false,
    vip_expiration: 0,
    storage_bytes: 0,
    free_storage_bytes: 1000,
    vip_from_baby_id: null,
    ...baby,
  };
  return {
    id: id * 10,
    relation: 'mom',
    relation_name: null,
    permission: manage ? 'can_manage' : 'can_view',
    is_baby: true,
    birthday: null,
    with_user: { id: id + 100, name: linked.name, linked_baby_id: id, linked_baby: linked },
    abilities: { view: true, upload: manage, manage, comment: true, like: true },
  };
}

describe('sharing a VIP (spec §6)', () => {
  it('offers the Admin of a VIP baby the other babies they manage, with those sharing it to take back', () => {
    const list = [
      relation(1, true, { vip_expiration: LATER }),
      relation(2, true, { vip_expiration: LATER, vip_from_baby_id: 1 }),
      relation(3, true),
      relation(4, false),
    ];
    const sharing = vipSharingOf(list, 1, NOW);
    expect(sharing?.used).toBe(2);
    expect(sharing?.places).toBe(3);
    expect(sharing?.targets.map((t) => [t.baby.id, t.shared, t.membership.kind])).toEqual([
      [2, true, 'member'],
      [3, false, 'none'],
    ]);
  });

  it('offers nothing from a baby without a VIP of its own, a shared one, or one the user does not manage', () => {
    expect(vipSharingOf([relation(1, true), relation(2, true)], 1, NOW)).toBeNull();
    expect(vipSharingOf([relation(1, true, { vip_expiration: NOW - 1 }), relation(2, true)], 1, NOW)).toBeNull();
    const shared = [
      relation(1, true, { vip_expiration: LATER }),
      relation(2, true, { vip_expiration: LATER, vip_from_baby_id: 1 }),
    ];
    expect(vipSharingOf(shared, 2, NOW)).toBeNull();
    expect(vipSharingOf([relation(1, false, { vip_expiration: LATER }), relation(2, true)], 1, NOW)).toBeNull();
    expect(vipSharingOf([], 1, NOW)).toBeNull();
  });
});

describe('VIP screens (ADR 0040)', () => {
  it('shows them where a free limit is set or the baby has or had VIP, and not on a Sprout with no limit', () => {
    expect(showsVipScreens({ free_storage_bytes: null }, { kind: 'none' })).toBe(false);
    expect(showsVipScreens({ free_storage_bytes: 1 }, { kind: 'none' })).toBe(true);
    expect(showsVipScreens({ free_storage_bytes: null }, { kind: 'member', until: LATER })).toBe(true);
    expect(showsVipScreens({ free_storage_bytes: null }, { kind: 'lapsed', ended: NOW - 1 })).toBe(true);
  });
});
