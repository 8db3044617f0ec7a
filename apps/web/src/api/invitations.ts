import type { InvitationPreview, SignInReply } from '@sprout/shared';

export type { InvitationPreview };
import { apiRequest } from './client';

export function fetchInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiRequest<InvitationPreview>('GET', `/family_invitations/by_token/${encodeURIComponent(token)}`, {
    signal,
    allowUnauthorized: true,
  });
}

/** The signed-in owner of the invited address joins. */
export function acceptInvitation(token: string): Promise<{ babyIds: number[] }> {
  return apiRequest<{ babyIds: number[] }>('POST', '/family_invitations/accept', { json: { token } });
}

/** Creates the invited address's account from the link, signed in and in the family. */
export function acceptInvitationNew(input: { token: string; name: string; password: string }): Promise<SignInReply> {
  return apiRequest<SignInReply>('POST', '/family_invitations/accept_new', {
    json: { token: input.token, name: input.name.trim(), password: input.password.trim() },
    allowUnauthorized: true,
  });
}
