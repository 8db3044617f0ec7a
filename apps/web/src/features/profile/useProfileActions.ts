import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isLocale, type UserReply } from '@sprout/shared';
import {
  changePassword,
  deleteAccount,
  sendVerification,
  updateProfile,
  uploadProfilePicture,
  type ProfileFields,
} from '../../api/account';
import { requestEmailChange } from '../../api/authentications';
import { queryKeys } from '../../api/queryKeys';
import { changeLocale } from '../../lib/i18n';
import { endSession } from '../../lib/session';

/** Saving the profile: the server's answer becomes the current user. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const stored = (user: UserReply) => queryClient.setQueryData(queryKeys.user, user);
  const fields = useMutation({
    mutationFn: (input: ProfileFields) => updateProfile(input),
    onSuccess: async (user, input) => {
      stored(user);
      // The language shows at once, and the mails Sprout sends follow it.
      if (input.locale !== undefined && isLocale(user.locale)) await changeLocale(user.locale).catch(() => undefined);
    },
  });
  const picture = useMutation({ mutationFn: (file: Blob) => uploadProfilePicture(file), onSuccess: stored });
  return { fields, picture };
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(current, next),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => requestEmailChange(email, password),
  });
}

export function useSendVerification() {
  return useMutation({ mutationFn: () => sendVerification() });
}

/** Deletes the account; the session is gone with it, so the user goes to sign in. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => deleteAccount(password),
    onSuccess: async () => {
      endSession();
      await navigate('/login', { replace: true });
    },
  });
}
