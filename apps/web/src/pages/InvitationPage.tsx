import { Alert, Button, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { relationText } from '../features/family/relationText';
import { useInvitationPage } from '../features/invitation/useInvitationPage';
import { useErrorText } from '../hooks/useErrorText';

/**
 * The page an invitation mail links to: the invited person joins the family
 * here, signing in or creating their account with the invited address.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation(['family', 'labels', 'common']);
  const errorText = useErrorText();
  const page = useInvitationPage(token);
  const { preview } = page;

  if (page.mode === 'error') {
    return (
      <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="md" data-testid="invitation-page">
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" data-testid="invitation-error">
            {errorText(page.previewError)}
          </Alert>
          <Button component={Link} to="/login" variant="light">
            {t('family:invitation_page.back')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (page.mode === 'loading' || !preview) {
    return (
      <Stack align="center" mt="xl" data-testid="invitation-page">
        <Loader aria-hidden />
        <Text>{t('family:invitation_page.loading')}</Text>
      </Stack>
    );
  }

  const details = t('family:invitation_page.details', {
    relation: relationText(t, preview.relation, preview.relation_name),
    permission: t(`labels:permissions.${preview.permission}`),
    email: preview.email,
  });
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="md" data-testid="invitation-page">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('family:invitation_page.heading', { inviter: preview.inviter, babies: page.babies })}
        </Title>
        <Text>{details}</Text>
        {page.error !== null && (
          <Alert color="red" variant="light" role="alert" data-testid="invitation-error">
            {errorText(page.error)}
          </Alert>
        )}
        {page.mode === 'join' && (
          <Button size="md" onClick={page.join} loading={page.pending} data-testid="invitation-join" data-autofocus>
            {t('family:invitation_page.join')}
          </Button>
        )}
        {page.mode === 'other_account' && (
          <>
            <Alert color="yellow" variant="light" data-testid="invitation-other-account">
              {t('family:invitation_page.signed_in_elsewhere', {
                current: page.signedInEmail ?? '',
                email: preview.email,
              })}
            </Alert>
            <Button variant="light" onClick={page.signOut} data-testid="invitation-sign-out">
              {t('family:invitation_page.sign_out')}
            </Button>
          </>
        )}
        {(page.mode === 'sign_in' || page.mode === 'create') && (
          <form onSubmit={page.submit} noValidate>
            <Stack gap="md">
              <Text fw={500}>
                {page.mode === 'sign_in'
                  ? t('family:invitation_page.sign_in_heading', { email: preview.email })
                  : t('family:invitation_page.create_heading', { email: preview.email })}
              </Text>
              {page.mode === 'create' && (
                <TextInput
                  label={t('family:invitation_page.name')}
                  autoComplete="name"
                  value={page.name}
                  onChange={(event) => page.setName(event.currentTarget.value)}
                  data-testid="invitation-name"
                  data-autofocus
                />
              )}
              <PasswordInput
                label={t('family:invitation_page.password')}
                description={page.mode === 'create' ? t('family:invitation_page.password_help') : undefined}
                autoComplete={page.mode === 'create' ? 'new-password' : 'current-password'}
                required
                value={page.password}
                onChange={(event) => page.setPassword(event.currentTarget.value)}
                data-testid="invitation-password"
              />
              <Button type="submit" size="md" loading={page.pending} data-testid="invitation-submit">
                {page.mode === 'sign_in'
                  ? t('family:invitation_page.sign_in_and_join')
                  : t('family:invitation_page.create_and_join')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
