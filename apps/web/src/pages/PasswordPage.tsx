import { Paper } from '@mantine/core';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ForgetPasswordForm } from '../features/password/ForgetPasswordForm';
import { SetPasswordForm } from '../features/password/SetPasswordForm';

/** /password/{act} (spec §2 SetPassword): `forget` asks for the mail, `set` takes the mailed link. */
export function PasswordPage() {
  const { act } = useParams();
  const [search] = useSearchParams();
  if (act !== 'forget' && act !== 'set') return <Navigate to="/password/forget" replace />;
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto" mt="md" data-testid={`password-${act}`}>
      {act === 'forget' ? <ForgetPasswordForm /> : <SetPasswordForm token={search.get('token') ?? ''} />}
    </Paper>
  );
}
