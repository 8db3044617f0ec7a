import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../../api/auth';
import { endSession } from '../../lib/session';

/** Signs out; whatever the server answers, the session is forgotten and the user goes to sign in. */
export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => signOut(),
    onSettled: async () => {
      endSession();
      await navigate('/login', { replace: true });
    },
  });
}
