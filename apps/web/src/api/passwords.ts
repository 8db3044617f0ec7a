import { apiRequest } from './client';

/** Mails a link to set a new password (spec §7: POST /users/password, form). */
export function requestPasswordReset(email: string): Promise<void> {
  return apiRequest<void>('POST', '/users/password', { form: { email: email.trim() }, allowUnauthorized: true });
}

/** Sets the password of the mailed link's account; the new password is trimmed (spec §5). */
export function setPasswordWithToken(token: string, password: string): Promise<void> {
  return apiRequest<void>('PUT', '/users/password', {
    form: { reset_password_token: token, password: password.trim() },
    allowUnauthorized: true,
  });
}
