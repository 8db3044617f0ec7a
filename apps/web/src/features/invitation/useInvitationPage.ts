import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchUser, signIn, signOut } from '../../api/auth';
import { acceptInvitation, acceptInvitationNew, fetchInvitation, type InvitationPreview } from '../../api/invitations';
import { queryKeys } from '../../api/queryKeys';
import { markSignedInByCookie } from '../../api/tokenStore';
import { useHasToken } from '../../hooks/useHasToken';
import { endSession } from '../../lib/session';
import { setStoredBabyId } from '../babies';

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

export function useInvitationPage(token: string) {
  const { t } = useTranslation(['family']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hasToken = useHasToken();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');

  const preview = useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    retry: false,
  });
  // Signed in or not: a stale cookie answers 401, which here just means "not signed in".
  const user = useQuery({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => fetchUser({ signal, allowUnauthorized: true }),
    enabled: hasToken,
    retry: false,
  });
  const signedInEmail = !hasToken || user.isError ? null : user.data ? user.data.email : undefined;
  const babies = preview.data?.babies.map((baby) => baby.name).join(', ') ?? '';

  const arrive = async ({ babyIds }: { babyIds: number[] }) => {
    if (babyIds[0] !== undefined) setStoredBabyId(babyIds[0]);
    await queryClient.invalidateQueries();
    notifications.show({ color: 'teal', message: t('family:invitation_page.welcome', { babies }) });
    await navigate('/timeline', { replace: true });
  };
  const signedIn = (reply: Awaited<ReturnType<typeof signIn>>) => {
    queryClient.setQueryData(queryKeys.user, reply.user);
    markSignedInByCookie();
  };

  const join = useMutation({ mutationFn: () => acceptInvitation(token), onSuccess: arrive });
  const signInAndJoin = useMutation({
    mutationFn: async () => {
      signedIn(await signIn({ login: preview.data?.email ?? '', password, rememberMe: true }));
      return acceptInvitation(token);
    },
    onSuccess: arrive,
  });
  const createAndJoin = useMutation({
    mutationFn: async () => {
      signedIn(await acceptInvitationNew({ token, name, password }));
      return { babyIds: preview.data?.babies.map((baby) => baby.id) ?? [] };
    },
    onSuccess: arrive,
  });
  // Signing out here keeps the visitor on the link, so the right person can follow it next.
  const leave = useMutation({ mutationFn: () => signOut(), onSettled: () => endSession(queryClient) });

  const active = join.isPending
    ? join
    : signInAndJoin.isPending
      ? signInAndJoin
      : createAndJoin.isPending
        ? createAndJoin
        : null;
  const failed = [join, signInAndJoin, createAndJoin].find((m) => m.isError);
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
    join: () => join.mutate(),
    submit: (event: React.FormEvent) => {
      event.preventDefault();
      if (preview.data?.account_exists) signInAndJoin.mutate();
      else createAndJoin.mutate();
    },
    signOut: () => leave.mutate(),
    pending: active !== null,
    error: failed?.error ?? null,
  };
}
