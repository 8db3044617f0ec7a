import { describe, expect, it } from 'vitest';
import type { FamilyRelationReply, FamilyRelationsReply } from '@sprout/shared';
import { parseStoredBabyId, pickActiveBabyId, timelineBabies } from '../src/features/babies/activeBaby';

describe('pickActiveBabyId', () => {
  it('keeps the stored baby when it is on the timeline', () => {
    expect(pickActiveBabyId(7, [3, 7, 9])).toBe(7);
  });

  it('falls back to the first timeline baby when the stored one is unknown or missing', () => {
    expect(pickActiveBabyId(42, [3, 7])).toBe(3);
    expect(pickActiveBabyId(null, [9, 3])).toBe(9);
  });

  it('gives none when the user has no babies', () => {
    expect(pickActiveBabyId(7, [])).toBeNull();
    expect(pickActiveBabyId(null, [])).toBeNull();
  });
});

describe('parseStoredBabyId', () => {
  it('reads positive integers only', () => {
    expect(parseStoredBabyId('12')).toBe(12);
    expect(parseStoredBabyId(null)).toBeNull();
    expect(parseStoredBabyId('')).toBeNull();
    expect(parseStoredBabyId('0')).toBeNull();
    expect(parseStoredBabyId('-3')).toBeNull();
    expect(parseStoredBabyId('1.5')).toBeNull();
    expect(parseStoredBabyId('abc')).toBeNull();
  });
});

function relation(babyId: number, name: string): FamilyRelationReply {
  return {
    id: babyId * 10,
    relation: 'mom',
    relation_name: null,
    permission: 'can_manage',
    is_baby: true,
    birthday: null,
    with_user: {
      id: babyId + 100,
      name,
      linked_baby_id: babyId,
      linked_baby: {
        id: babyId,
        id_str: String(babyId),
        name,
        birthday: null,
        gender: 'girl',
        is_baby: true,
        profile_picture: null,
        personal_domain: null,
        space_overflow: false,
        vip_expiration: 0,
        storage_bytes: 0,
        free_storage_bytes: null,
        vip_from_baby_id: null,
      },
    },
    abilities: { view: true, upload: true, manage: true, comment: true, like: true },
  };
}

describe('timelineBabies', () => {
  it('orders babies as timeline_family_ids does and skips ids without a relation', () => {
    const reply: FamilyRelationsReply = {
      list: [relation(1, 'Ada'), relation(2, 'Ben')],
      user: { timeline_family_ids: [2, 5, 1] },
      storage_notice: null,
    };
    expect(timelineBabies(reply).map((r) => r.with_user.linked_baby.name)).toEqual(['Ben', 'Ada']);
  });
});
