import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { verifyEmail } from '../../api/account';

/** Sends a verification link's token once, when its page opens. */
export function useVerifyEmail(token: string) {
  const verify = useMutation({ mutationFn: (value: string) => verifyEmail(value) });
  const { mutate } = verify;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  return verify;
}
