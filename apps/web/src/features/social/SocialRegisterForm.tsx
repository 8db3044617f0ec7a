import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthRegistrationReply } from '@sprout/shared';
import { useErrorText } from '../../hooks/useErrorText';
import { useSocialSignUp } from './useSocial';

/**
 * The end of a first social sign-in: with an address that has an account, that
 * account's password links the provider to it; otherwise a new account (the
 * provider's address, a name, a password).
 */
export function SocialRegisterForm({ registration }: { registration: AuthRegistrationReply }) {
  const { t } = useTranslation(['account']);
  const errorText = useErrorText();
  const signUp = useSocialSignUp();
  const linking = registration.existing_account;
  const [email, setEmail] = useState(registration.email ?? '');
  const [name, setName] = useState(registration.name ?? '');
  const [password, setPassword] = useState('');
  const provider = registration.provider_name;
  return (
    <form
      data-testid={linking ? 'social-link-form' : 'social-register-form'}
      onSubmit={(event) => {
        event.preventDefault();
        signUp.mutate({ token: registration.auth_registration_token, email, password, ...(linking ? {} : { name }) });
      }}
    >
      <Stack gap="md">
        <Title order={1} fz="h2">
          {linking ? t('account:social.link_heading', { provider }) : t('account:social.register_heading')}
        </Title>
        <Text>
          {linking
            ? t('account:social.link_intro', { provider, email: registration.email ?? '' })
            : t('account:social.register_intro', { provider })}
        </Text>
        {!linking && (
          <>
            <TextInput
              label={t('account:social.name')}
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              data-testid="social-name"
            />
            <TextInput
              label={t('account:social.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              data-testid="social-email"
              description={
                registration.email_verified && email.trim().toLowerCase() === registration.email
                  ? undefined
                  : t('account:social.unverified_note', { provider })
              }
            />
          </>
        )}
        <PasswordInput
          label={t('account:social.password')}
          required
          autoComplete={linking ? 'current-password' : 'new-password'}
          description={linking ? undefined : t('account:social.password_help')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          data-testid="social-password"
        />
        {signUp.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="social-error">
            {errorText(signUp.error)}
          </Alert>
        )}
        <Button type="submit" loading={signUp.isPending} data-testid="social-submit">
          {linking ? t('account:social.link') : t('account:social.create')}
        </Button>
      </Stack>
    </form>
  );
}
