import { describe, expect, it } from 'vitest';
import { PRIVACY_LEVELS, RELATIONS, type Permission } from '@sprout/shared';
import { babyAbilities } from '../../src/policies/baby.policy.js';
import { canSeeMoment, momentAbilities } from '../../src/policies/moment.policy.js';
import { trashPolicy } from '../../src/policies/trash.policy.js';
import { isCloseFamily, type Viewer } from '../../src/policies/viewer.js';

const viewer = (permission: Permission, relation: Viewer['relation'] = 'grandma', userId = 2): Viewer => ({
  userId,
  relation,
  permission,
});

describe('privacy', () => {
  it('lets the author see every level', () => {
    for (const privacy of PRIVACY_LEVELS)
      expect(canSeeMoment(viewer('can_view', 'friend', 7), { author_id: 7, privacy, visibleFor: [] })).toBe(true);
  });

  it('shows family_only to close family and Admins, not to friends, followers, pets or custom relations', () => {
    const distant = ['friend', 'follow', 'pet', 'custom'];
    for (const relation of RELATIONS) {
      expect(isCloseFamily({ relation, permission: 'can_view' }), relation).toBe(!distant.includes(relation));
      expect(isCloseFamily({ relation, permission: 'can_manage' }), relation).toBe(true);
    }
    expect(canSeeMoment(viewer('can_view', 'friend'), { author_id: 1, privacy: 'family_only', visibleFor: [] })).toBe(
      false,
    );
    expect(canSeeMoment(viewer('can_view', 'grandpa'), { author_id: 1, privacy: 'family_only', visibleFor: [] })).toBe(
      true,
    );
  });

  it('keeps private posts to the poster and custom posts to the chosen', () => {
    expect(canSeeMoment(viewer('can_manage', 'mom'), { author_id: 1, privacy: 'private', visibleFor: [] })).toBe(false);
    expect(canSeeMoment(viewer('can_view'), { author_id: 1, privacy: 'custom', visibleFor: [1, 2] })).toBe(true);
    expect(canSeeMoment(viewer('can_view'), { author_id: 1, privacy: 'custom', visibleFor: [1, 3] })).toBe(false);
  });
});

describe('abilities', () => {
  it("follows the permission: view-only members never upload or edit others' photos", () => {
    expect(babyAbilities('can_view')).toEqual({ view: true, upload: false, manage: false, comment: true, like: true });
    expect(babyAbilities('can_upload')).toMatchObject({ upload: true, manage: false });
    expect(babyAbilities('can_manage')).toMatchObject({ upload: true, manage: true });
    expect(babyAbilities(undefined).view).toBe(false);
    expect(momentAbilities(viewer('can_view'), { author_id: 1 })).toMatchObject({
      update: false,
      delete: false,
      like: true,
    });
    expect(momentAbilities(viewer('can_upload'), { author_id: 1 })).toMatchObject({ update: true, delete: true });
  });
});

describe('the trash', () => {
  const post = { author_id: 1, privacy: 'family_and_relatives' as const, visibleFor: [], deleted_by: 3 };
  it('shows a deleted post to Admins, its uploader and whoever deleted it, and to nobody who could not see it', () => {
    expect(trashPolicy.see(viewer('can_manage', 'mom', 9), post)).toBe(true);
    expect(trashPolicy.see(viewer('can_view', 'friend', 1), post)).toBe(true);
    expect(trashPolicy.see(viewer('can_upload', 'sister', 3), post)).toBe(true);
    expect(trashPolicy.see(viewer('can_upload', 'sister', 4), post)).toBe(false);
    expect(trashPolicy.see(viewer('can_manage', 'mom', 9), { ...post, privacy: 'private' })).toBe(false);
  });

  it('lets the Admin and the uploader delete for good; whoever deleted it may only restore', () => {
    expect(trashPolicy.can(viewer('can_manage', 'mom', 9), 'purge', post)).toBe(true);
    expect(trashPolicy.can(viewer('can_view', 'friend', 1), 'purge', post)).toBe(true);
    expect(trashPolicy.can(viewer('can_upload', 'sister', 3), 'purge', post)).toBe(false);
    expect(trashPolicy.can(viewer('can_upload', 'sister', 3), 'restore', post)).toBe(true);
  });
});
