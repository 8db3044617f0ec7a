import { describe, expect, it } from 'vitest';
import { invitationMode } from '../src/public/useInvitationPage';
import type { InvitationPreview } from '../src/api/invitations';

const preview = (accountExists: boolean): InvitationPreview => ({
  email: 'nana@example.com',
  inviter: 'Ann',
  babies: [{ id: 1, name: 'Mia' }],
  relation: 'grandma',
  relation_name: null,
  permission: 'can_view',
  account_exists: accountExists,
});

describe('what an invitation link offers', () => {
  it('waits for the invitation and for who is signed in', () => {
    expect(invitationMode(undefined, false, null)).toBe('loading');
    expect(invitationMode(preview(true), false, undefined)).toBe('loading');
  });

  it('says what went wrong with the link', () => {
    expect(invitationMode(undefined, true, null)).toBe('error');
  });

  it('lets the invited address join, and asks anyone else to sign out first', () => {
    expect(invitationMode(preview(true), false, 'Nana@Example.com')).toBe('join');
    expect(invitationMode(preview(true), false, 'someone@example.com')).toBe('other_account');
  });

  it('asks a visitor for the password of an existing account, or to create it', () => {
    expect(invitationMode(preview(true), false, null)).toBe('sign_in');
    expect(invitationMode(preview(false), false, null)).toBe('create');
  });
});
