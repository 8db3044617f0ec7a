import type { UserReply } from '@sprout/shared';
import { apiRequest } from './client';

export interface ProfileFields {
  name?: string;
  gender?: string;
  locale?: string;
  /** As typed; the server keeps it in E.164 and answers invalid_phone for one that cannot be dialled. */
  phone?: string;
}

/** PATCH /user (form): the name is trimmed (spec §5). */
export function updateProfile(fields: ProfileFields): Promise<UserReply> {
  const form: Record<string, string> = {};
  if (fields.name !== undefined) form.name = fields.name.trim();
  if (fields.gender !== undefined) form.gender = fields.gender;
  if (fields.locale !== undefined) form.locale = fields.locale;
  if (fields.phone !== undefined) form.phone = fields.phone.trim();
  return apiRequest<UserReply>('PATCH', '/user', { form });
}

/** PATCH /user (multipart) with a new profile picture. */
export function uploadProfilePicture(file: Blob): Promise<UserReply> {
  const formData = new FormData();
  formData.append('profile_picture', file, 'profile.jpg');
  return apiRequest<UserReply>('PATCH', '/user', { formData });
}

/** PUT /user/auth: the current password as typed, the new one trimmed (spec §5). */
export function changePassword(current: string, next: string): Promise<void> {
  return apiRequest<void>('PUT', '/user/auth', { form: { current_password: current, password: next.trim() } });
}

/** DELETE /user?password=… */
export function deleteAccount(password: string): Promise<void> {
  return apiRequest<void>('DELETE', '/user', { query: { password } });
}

/** Mails a new link that confirms the user's address. */
export function sendVerification(): Promise<void> {
  return apiRequest<void>('POST', '/user/verify_email');
}

/** The link of a verification mail (spec §7: POST /verify_email, form). */
export function verifyEmail(token: string): Promise<void> {
  return apiRequest<void>('POST', '/verify_email', { form: { token }, allowUnauthorized: true });
}
