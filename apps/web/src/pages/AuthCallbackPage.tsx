import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { SocialRegisterForm } from '../features/social/SocialRegisterForm';
import { useProviderCallback } from '../features/social/useSocial';
import { useErrorText } from '../hooks/useErrorText';

/** /auth/callback/{provider}: where a provider sends the browser back after its sign-in (ADR 0017). */
export function AuthCallbackPage() {
  const { t } = useTranslation(['account']);
  const errorText = useErrorText();
  const { provider = '' } = useParams();
  const { search } = useLocation();
  const callback = useProviderCallback(provider, search);
  const registration = callback.data?.status === 'register' ? callback.data : null;
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto" mt="md" data-testid="auth-callback-page">
      {registration ? (
        <SocialRegisterForm registration={registration} />
      ) : (
        <Stack gap="md" align="flex-start">
          {!callback.isError && (
            <Group>
              <Loader size="sm" aria-hidden />
              <Text>{t('account:social.finishing')}</Text>
            </Group>
          )}
          {callback.isError && (
            <>
              <Alert color="red" variant="light" role="alert" data-testid="auth-callback-error">
                {errorText(callback.error)}
              </Alert>
              <Button component={Link} to="/login" variant="light">
                {t('account:social.back')}
              </Button>
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
