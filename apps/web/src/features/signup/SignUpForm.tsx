import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../hooks/useErrorText';
import { signUpProblems } from './signUpProblems';
import { useSignUp } from './useSignup';

/** /noaccount where sign-up is open: name, email and password (spec §5 checks and messages). */
export function SignUpForm() {
  const { t } = useTranslation(['account', 'errors']);
  const errorText = useErrorText();
  const signUp = useSignUp();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const problems = attempted ? signUpProblems({ name, email, password }) : {};
  return (
    <form
      noValidate
      data-testid="signup-form"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (Object.keys(signUpProblems({ name, email, password })).length > 0) return;
        signUp.mutate({ name, email, password });
      }}
    >
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {t('account:signup.heading')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('account:signup.intro')}
          </Text>
        </div>
        <TextInput
          label={t('account:signup.name')}
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={problems.name ? t(`errors:${problems.name}`) : undefined}
          data-testid="signup-name"
        />
        <TextInput
          label={t('account:signup.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={problems.email ? t(`errors:${problems.email}`) : undefined}
          data-testid="signup-email"
        />
        <PasswordInput
          label={t('account:signup.password')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          description={t('account:signup.password_help')}
          error={problems.password ? t(`errors:${problems.password}`) : undefined}
          data-testid="signup-password"
        />
        {signUp.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="signup-error">
            {errorText(signUp.error)}
          </Alert>
        )}
        <Button type="submit" loading={signUp.isPending} data-testid="signup-submit">
          {t('account:signup.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('account:signup.have_account')}{' '}
          <Anchor component={Link} to="/login">
            {t('account:signup.sign_in')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
