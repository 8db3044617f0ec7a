import { describe, expect, it } from 'vitest';
import { PERMISSIONS, RELATIONS, type Permission } from '@sprout/shared';
import { AppError } from '../../src/errors.js';
import { authorize, found, permits } from '../../src/policies/authorize.js';
import { memberAbilities, type MemberFacts } from '../../src/policies/family.policy.js';
import type { Viewer } from '../../src/policies/viewer.js';

const admin: Viewer = { userId: 1, relation: 'mom', permission: 'can_manage' };
const uploader: Viewer = { userId: 2, relation: 'sister', permission: 'can_upload' };
const friend: Viewer = { userId: 3, relation: 'friend', permission: 'can_view' };

/** What authorize answered: 'ok', or the status and code it threw. */
function answer(check: () => void): string {
  try {
    check();
    return 'ok';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return `${error.status} ${error.code}`;
  }
}

const post = { author_id: 2, privacy: 'family_only' as const, visibleFor: [] };

describe('authorize', () => {
  it('answers 404 for a missing entity, for a viewer outside the family and for what the viewer may not see', () => {
    expect(answer(() => authorize(admin, 'moment.view', undefined))).toBe('404 not_found');
    expect(answer(() => authorize(admin, 'moment.view', null))).toBe('404 not_found');
    expect(answer(() => authorize(null, 'moment.view', post))).toBe('404 not_found');
    expect(answer(() => authorize(friend, 'moment.view', post))).toBe('404 not_found');
    expect(answer(() => found(undefined))).toBe('404 not_found');
  });

  it('answers 403 for what the viewer sees but may not do, with the code asked for', () => {
    const open = { ...post, privacy: 'family_and_relatives' as const };
    expect(answer(() => authorize(friend, 'moment.update', open))).toBe('403 forbidden');
    expect(answer(() => authorize(uploader, 'moment.update', open))).toBe('ok');
    expect(answer(() => authorize(uploader, 'baby.manage', {}, 'domain_admin_only'))).toBe('403 domain_admin_only');
    expect(permits(friend, 'moment.update', open)).toBe(false);
    expect(permits(friend, 'moment.view', undefined)).toBe(false);
    expect(permits(friend, 'moment.comment', open)).toBe(true);
  });

  it('lets a policy say why: the last Admin is a 409, a grant or relation out of reach says which', () => {
    const self: MemberFacts = { user_id: 1, permission: 'can_manage', relation: 'mom', adminCount: 1 };
    expect(answer(() => authorize(admin, 'member.remove', self))).toBe('409 last_admin');
    expect(answer(() => authorize(admin, 'member.change', { ...self, wanted: { permission: 'can_view' } }))).toBe(
      '409 last_admin',
    );
    const friendRow: MemberFacts = { user_id: 3, permission: 'can_view', relation: 'friend', adminCount: 1 };
    expect(answer(() => authorize(friend, 'member.change', { ...friendRow, wanted: { relation: 'mom' } }))).toBe(
      '403 relation_admin_only',
    );
    expect(answer(() => authorize(friend, 'member.change', { ...friendRow, wanted: { relation: 'follow' } }))).toBe(
      'ok',
    );
    expect(
      answer(() => authorize(friend, 'member.change', { ...friendRow, wanted: { permission: 'can_upload' } })),
    ).toBe('403 forbidden');
    expect(answer(() => authorize(uploader, 'member.remove', friendRow))).toBe('403 forbidden');
    expect(answer(() => authorize(uploader, 'invitation.invite', { invitee_id: null, permission: 'can_view' }))).toBe(
      '403 forbidden',
    );
    expect(answer(() => authorize({ userId: 9 }, 'person.view_picture', { id: 8, sharesAFamily: false }))).toBe(
      '404 not_found',
    );
  });

  it('enforces exactly the member abilities the web is sent', () => {
    let compared = 0;
    for (const actorPermission of PERMISSIONS)
      for (const targetPermission of PERMISSIONS)
        for (const self of [true, false])
          for (const adminCount of [1, 2]) {
            const actor: Viewer = { userId: 1, relation: 'friend', permission: actorPermission };
            const target = {
              user_id: self ? 1 : 2,
              permission: (self ? actorPermission : targetPermission) as Permission,
              relation: 'friend' as const,
            };
            const facts: MemberFacts = { ...target, adminCount };
            const abilities = memberAbilities(actor, target, adminCount);
            expect(permits(actor, 'member.remove', facts)).toBe(abilities.remove);
            for (const permission of PERMISSIONS)
              for (const relation of RELATIONS) {
                const wanted = { permission, relation };
                const sent =
                  abilities.edit &&
                  (permission === target.permission || abilities.permissions.includes(permission)) &&
                  (relation === target.relation || abilities.relations.includes(relation));
                expect(
                  permits(actor, 'member.change', { ...facts, wanted }),
                  JSON.stringify([actor, facts, wanted]),
                ).toBe(sent);
                compared += 1;
              }
          }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('a measurement with no photo (ADR 0033)', () => {
  it('is seen, liked and commented on by every member; recorded, changed and removed by who may upload', () => {
    for (const viewer of [admin, uploader, friend]) {
      for (const action of ['view', 'like', 'comment'] as const)
        expect(answer(() => authorize(viewer, `measurement.${action}`, {}))).toBe('ok');
    }
    for (const action of ['add', 'edit', 'remove'] as const) {
      expect(answer(() => authorize(admin, `measurement.${action}`, {}))).toBe('ok');
      expect(answer(() => authorize(uploader, `measurement.${action}`, {}))).toBe('ok');
      expect(answer(() => authorize(friend, `measurement.${action}`, {}))).toBe('403 forbidden');
      expect(answer(() => authorize(null, `measurement.${action}`, {}))).toBe('404 not_found');
    }
  });
});
