import { Paper } from '@mantine/core';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { SetPasswordForm } from '../features/password/SetPasswordForm';

/**
 * /password/{act} (spec §2 SetPassword): `set` takes the mailed link. `forget`, asking for the mail,
 * is a page before sign-in of its own (public/ForgetPasswordPage.tsx); any other act goes there.
 */
export function PasswordPage() {
  const { act } = useParams();
  const [search] = useSearchParams();
  if (act !== 'set') return <Navigate to="/password/forget" replace />;
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto" mt="md" data-testid="password-set">
      <SetPasswordForm token={search.get('token') ?? ''} />
    </Paper>
  );
}
