import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchUser, signIn, signOut } from '../api/auth';
import { acceptInvitation, acceptInvitationNew, fetchInvitation, type InvitationPreview } from '../api/invitations';
import { markSignedInByCookie } from '../api/tokenStore';
import { useHasToken } from '../hooks/useHasToken';
import { setStoredBabyId } from '../lib/activeBabyStore';
import { invalidateAppCache, startSignedIn } from '../lib/appCache';
import { endSession } from '../lib/session';
import { useAction, useLoad } from './useRequest';

/**
 * What the page of an invitation link offers, by who is looking:
 * - `join`: the invited address is signed in;
 * - `other_account`: someone else is signed in (they sign out first);
 * - `sign_in`: the invited address has an account: its password, then join;
 * - `create`: no account yet: name and password make it, then join.
 */
export type InvitationMode = 'loading' | 'error' | 'join' | 'other_account' | 'sign_in' | 'create';

export function invitationMode(
  preview: InvitationPreview | undefined,
  failed: boolean,
  signedInEmail: string | null | undefined,
): InvitationMode {
  if (failed) return 'error';
  if (!preview || signedInEmail === undefined) return 'loading';
  if (signedInEmail !== null)
    return signedInEmail.toLowerCase() === preview.email.toLowerCase() ? 'join' : 'other_account';
  return preview.account_exists ? 'sign_in' : 'create';
}

/** The welcome waits in Mantine's store, loaded with the signed-in shell, and shows when that shell mounts. */
async function welcome(message: string): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ color: 'teal', message });
}

export function useInvitationPage(token: string) {
  const { t } = useTranslation(['account']);
  const navigate = useNavigate();
  const hasToken = useHasToken();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');

  const preview = useLoad((signal) => fetchInvitation(token, signal), token);
  // Signed in or not: a stale cookie answers 401, which here just means "not signed in".
  const user = useLoad((signal) => fetchUser({ signal, allowUnauthorized: true }), hasToken ? 'user' : null);
  const signedInEmail = !hasToken || user.isError ? null : user.data ? user.data.email : undefined;
  const babies = preview.data?.babies.map((baby) => baby.name).join(', ') ?? '';

  const arrive = async ({ babyIds }: { babyIds: number[] }) => {
    if (babyIds[0] !== undefined) setStoredBabyId(babyIds[0]);
    await invalidateAppCache();
    await welcome(t('account:invitation_page.welcome', { babies }));
    await navigate('/timeline', { replace: true });
  };
  const signedIn = (reply: Awaited<ReturnType<typeof signIn>>) => {
    startSignedIn(reply.user);
    markSignedInByCookie();
  };

  const join = useAction(() => acceptInvitation(token), { onSuccess: arrive });
  const signInAndJoin = useAction(
    async () => {
      signedIn(await signIn({ login: preview.data?.email ?? '', password, rememberMe: true }));
      return acceptInvitation(token);
    },
    { onSuccess: arrive },
  );
  const createAndJoin = useAction(
    async () => {
      signedIn(await acceptInvitationNew({ token, name, password }));
      return { babyIds: preview.data?.babies.map((baby) => baby.id) ?? [] };
    },
    { onSuccess: arrive },
  );
  // Signing out here keeps the visitor on the link, so the right person can follow it next.
  const leave = useAction(() => signOut().finally(endSession));

  const pending = join.isPending || signInAndJoin.isPending || createAndJoin.isPending;
  const failed = [join, signInAndJoin, createAndJoin].find((action) => action.isError);
  return {
    mode: invitationMode(preview.data, preview.isError, signedInEmail),
    preview: preview.data,
    previewError: preview.error,
    signedInEmail: signedInEmail ?? null,
    babies,
    name,
    setName,
    password,
    setPassword,
    join: () => join.run(undefined),
    submit: (event: React.FormEvent) => {
      event.preventDefault();
      if (preview.data?.account_exists) signInAndJoin.run(undefined);
      else createAndJoin.run(undefined);
    },
    signOut: () => leave.run(undefined),
    pending,
    error: failed?.error ?? null,
  };
}
