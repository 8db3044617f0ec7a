import { describe, expect, it } from 'vitest';
import { NON_CLOSE_RELATIONS, RELATIONS, type FamilyMemberReply, type MemberAbilitiesReply } from '@sprout/shared';
import { canInvite, invitationCancelKind, inviteGrantable, memberActions } from '../src/features/family/memberActions';

type Row = Pick<FamilyMemberReply, 'is_me' | 'abilities'>;
const row = (isMe: boolean, abilities: Partial<MemberAbilitiesReply>): Row => ({
  is_me: isMe,
  abilities: { edit: false, remove: false, last_admin: false, relations: [], permissions: [], ...abilities },
});
const EVERY_PERMISSION = ['can_view', 'can_upload', 'can_manage'] as const;
/** What an Admin may do to another member who is not the last Admin (as the server's policy sends it). */
const BY_ADMIN = { edit: true, remove: true, relations: [...RELATIONS], permissions: [...EVERY_PERMISSION] };

describe('member buttons follow the abilities the server sends', () => {
  it('lets an Admin edit and remove another member, with every relation and the permissions the server offers', () => {
    const actions = memberActions(row(false, BY_ADMIN));
    expect(actions).toMatchObject({
      editRelation: true,
      editPermission: true,
      showRemove: true,
      canRemove: true,
      removeKind: 'remove',
      blockedBy: null,
    });
    expect(actions.relations).toEqual(RELATIONS);
    expect(actions.permissions).toEqual(EVERY_PERMISSION);
  });

  it('shows the last Admin their remove button disabled, with the reason, and keeps them Admin', () => {
    const actions = memberActions(
      row(true, { ...BY_ADMIN, remove: false, last_admin: true, permissions: ['can_manage'] }),
    );
    expect(actions).toMatchObject({
      showRemove: true,
      canRemove: false,
      removeKind: 'leave',
      blockedBy: 'last_admin',
      lastAdmin: true,
    });
    expect(actions).toMatchObject({ editPermission: true, permissions: ['can_manage'] });
  });

  it('lets an Admin remove another Admin when the server says they are not the last', () => {
    const actions = memberActions(row(false, BY_ADMIN));
    expect(actions).toMatchObject({ canRemove: true, blockedBy: null, lastAdmin: false });
  });

  it('gives a view-only member nothing on other rows, not even on the last Admin’s', () => {
    const actions = memberActions(row(false, { last_admin: true }));
    expect(actions).toMatchObject({
      editRelation: false,
      editPermission: false,
      showRemove: false,
      canRemove: false,
      blockedBy: null,
    });
    expect(actions.relations).toEqual([]);
  });

  it('lets a view-only member relabel themselves within their side and leave, but not change their permission', () => {
    const actions = memberActions(row(true, { edit: true, remove: true, relations: [...NON_CLOSE_RELATIONS] }));
    expect(actions).toMatchObject({
      editRelation: true,
      editPermission: false,
      showRemove: true,
      canRemove: true,
      removeKind: 'leave',
    });
    expect(actions.relations).toEqual(NON_CLOSE_RELATIONS);
    expect(actions.relations).not.toContain('mom');
  });
});

describe('granting and inviting', () => {
  it('offers in an invitation only what the server lets the user grant for every chosen baby', () => {
    expect(inviteGrantable([[...EVERY_PERMISSION]])).toEqual(['can_view', 'can_upload', 'can_manage']);
    expect(inviteGrantable([[...EVERY_PERMISSION], ['can_view', 'can_upload']])).toEqual(['can_view', 'can_upload']);
    expect(inviteGrantable([['can_upload', 'can_view']])).toEqual(['can_view', 'can_upload']);
    expect(inviteGrantable([['can_view'], []])).toEqual([]);
    expect(inviteGrantable([])).toEqual([]);
  });

  it('lets only Admins invite', () => {
    expect(canInvite({ manage: true })).toBe(true);
    expect(canInvite({ manage: false })).toBe(false);
  });

  it('cancels an invitation for one baby only when it covers others too', () => {
    expect(invitationCancelKind({ babies: [{ id: 3 }] }, 3)).toBe('cancel');
    expect(invitationCancelKind({ babies: [{ id: 3 }, { id: 4 }] }, 3)).toBe('remove_baby');
  });
});
