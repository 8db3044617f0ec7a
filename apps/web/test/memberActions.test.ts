import { describe, expect, it } from 'vitest';
import type { FamilyMemberReply } from '@sprout/shared';
import {
  adminCount, canInvite, grantablePermissions, invitationCancelKind, memberActions,
} from '../src/features/family/memberActions';

type Row = Pick<FamilyMemberReply, 'is_me' | 'permission' | 'abilities'>;
const row = (permission: FamilyMemberReply['permission'], isMe: boolean, edit: boolean, remove: boolean): Row => ({
  permission, is_me: isMe, abilities: { edit, remove },
});
const ADMIN = { manage: true };
const VIEWER = { manage: false };

describe('member buttons follow the abilities the server sends', () => {
  it('lets an Admin edit and remove another member', () => {
    const actions = memberActions(row('can_view', false, true, true), ADMIN, 1);
    expect(actions).toMatchObject({ editRelation: true, editPermission: true, showRemove: true, canRemove: true, removeKind: 'remove', blockedBy: null });
  });

  it('shows the last Admin their remove button disabled, with the reason', () => {
    const actions = memberActions(row('can_manage', true, true, false), ADMIN, 1);
    expect(actions).toMatchObject({ showRemove: true, canRemove: false, removeKind: 'leave', blockedBy: 'last_admin', lastAdmin: true });
  });

  it('lets an Admin remove another Admin when there are two', () => {
    const actions = memberActions(row('can_manage', false, true, true), ADMIN, 2);
    expect(actions).toMatchObject({ canRemove: true, blockedBy: null, lastAdmin: false });
  });

  it('gives a view-only member nothing on other rows', () => {
    const actions = memberActions(row('can_manage', false, false, false), VIEWER, 1);
    expect(actions).toMatchObject({ editRelation: false, editPermission: false, showRemove: false, blockedBy: null });
  });

  it('lets a view-only member relabel themselves and leave, but not change their permission', () => {
    const actions = memberActions(row('can_view', true, true, true), VIEWER, 1);
    expect(actions).toMatchObject({ editRelation: true, editPermission: false, showRemove: true, canRemove: true, removeKind: 'leave' });
  });

  it('counts Admins', () => {
    expect(adminCount([{ permission: 'can_manage' }, { permission: 'can_view' }, { permission: 'can_manage' }])).toBe(2);
  });
});

describe('granting and inviting', () => {
  it('grants nothing above one’s own permission', () => {
    expect(grantablePermissions('can_manage')).toEqual(['can_view', 'can_upload', 'can_manage']);
    expect(grantablePermissions('can_upload')).toEqual(['can_view', 'can_upload']);
    expect(grantablePermissions('can_view')).toEqual(['can_view']);
  });

  it('lets only Admins invite', () => {
    expect(canInvite(ADMIN)).toBe(true);
    expect(canInvite(VIEWER)).toBe(false);
  });

  it('cancels an invitation for one baby only when it covers others too', () => {
    expect(invitationCancelKind({ babies: [{ id: 3 }] }, 3)).toBe('cancel');
    expect(invitationCancelKind({ babies: [{ id: 3 }, { id: 4 }] }, 3)).toBe('remove_baby');
  });
});
