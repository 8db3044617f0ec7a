import type { AuthRegistrationReply } from '@sprout/shared';

/**
 * What the end of a first social sign-in offers:
 * - `link`: the provider's verified address has an account; its password links the provider to it;
 * - `register`: a new account (address, name, password), where sign-up is open;
 * - `invite_only`: sign-up is closed (SIGNUP=invite), so the page says up front that accounts come
 *   from invitations, and offers only to link an account the person already has under another address.
 */
export type SocialRegisterMode = 'link' | 'register' | 'invite_only';

export function socialRegisterMode(registration: AuthRegistrationReply): SocialRegisterMode {
  if (registration.existing_account) return 'link';
  return registration.signup_open ? 'register' : 'invite_only';
}
