import { Alert, Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginForm } from '../features/login/LoginForm';
import { QrSignIn, SocialSignIn } from '../features/login/OtherSignIns';
import { useSignupOpen } from '../features/signup/useSignup';
import { useStore } from '../lib/createStore';
import { sessionRefused } from '../lib/session';

export function LoginPage() {
  const { t } = useTranslation(['common', 'errors', 'account']);
  const signupOpen = useSignupOpen();
  // Cleared by the next sign-in.
  const refused = useStore(sessionRefused, (value) => value);
  return (
    <Grid gap="lg" maw={880} mx="auto" mt="lg" align="flex-start">
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Paper withBorder radius="md" p="xl" shadow="xs">
          <Stack gap="lg">
            <div>
              <Title order={1} fz="h2">
                {t('common:login.heading')}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('common:login.subtitle')}
              </Text>
            </div>
            {refused && (
              <Alert color="yellow" variant="light" data-testid="session-refused">
                {t('errors:unauthorized')}
              </Alert>
            )}
            <LoginForm />
            <SocialSignIn />
            <Text size="sm" ta="center">
              {t('common:login.no_account')}{' '}
              <Anchor component={Link} to="/noaccount" data-testid="login-create-account">
                {signupOpen ? t('account:signup.link') : t('common:login.create_account')}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <QrSignIn />
      </Grid.Col>
    </Grid>
  );
}
