import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useVerifyEmail } from '../features/profile/useVerifyEmail';
import { useErrorText } from '../hooks/useErrorText';

/** /verify_email?token=…: the link of a verification mail. */
export function VerifyEmailPage() {
  const { t } = useTranslation(['account', 'errors']);
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const verify = useVerifyEmail(token);
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto" mt="md" data-testid="verify-email-page">
      <Stack gap="md" align="flex-start">
        {verify.isPending && (
          <Group>
            <Loader size="sm" aria-hidden />
            <Text>{t('account:verify.working')}</Text>
          </Group>
        )}
        {verify.isSuccess && (
          <Alert color="teal" variant="light" data-testid="verify-done">
            {t('account:verify.done')}
          </Alert>
        )}
        {(verify.isError || token === '') && (
          <Alert color="red" variant="light" role="alert">
            {verify.isError ? errorText(verify.error) : t('errors:verify_link_invalid')}
          </Alert>
        )}
        <Button component={Link} to="/timeline" variant="light">
          {t('account:verify.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
