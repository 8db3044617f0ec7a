import { describe, expect, it } from 'vitest';
import type { AuthRegistrationReply } from '@sprout/shared';
import { socialRegisterMode } from '../src/features/social/socialRegisterMode';

const registration = (existing: boolean, open: boolean): AuthRegistrationReply => ({
  status: 'register',
  auth_registration_token: 't',
  provider: 'testid',
  provider_name: 'TestID',
  email: 'a@example.com',
  email_verified: true,
  name: null,
  existing_account: existing,
  signup_open: open,
  expires_at: 0,
});

describe('socialRegisterMode', () => {
  it('links an existing account, registers where sign-up is open, and says invitations only where it is not', () => {
    expect(socialRegisterMode(registration(true, false))).toBe('link');
    expect(socialRegisterMode(registration(true, true))).toBe('link');
    expect(socialRegisterMode(registration(false, true))).toBe('register');
    expect(socialRegisterMode(registration(false, false))).toBe('invite_only');
  });
});
