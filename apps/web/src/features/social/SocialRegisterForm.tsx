import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthRegistrationReply } from '@sprout/shared';
import { useErrorText } from '../../hooks/useErrorText';
import { useSocialRegisterForm } from './useSocialRegisterForm';

/**
 * The end of a first social sign-in: with an address that has an account, that
 * account's password links the provider to it; otherwise a new account (the
 * provider's address, a name, a password) where sign-up is open, or, where
 * accounts come from invitations, that notice and linking an existing account.
 */
export function SocialRegisterForm({ registration }: { registration: AuthRegistrationReply }) {
  const { t } = useTranslation(['account']);
  const errorText = useErrorText();
  const form = useSocialRegisterForm(registration);
  const { mode, signUp } = form;
  const provider = registration.provider_name;
  const heading = {
    link: t('account:social.link_heading', { provider }),
    register: t('account:social.register_heading'),
    invite_only: t('account:social.invite_heading'),
  }[mode];
  const intro = {
    link: t('account:social.link_intro', { provider, email: registration.email ?? '' }),
    register: t('account:social.register_intro', { provider }),
    invite_only: t('account:social.invite_intro', { provider }),
  }[mode];
  return (
    <form
      data-testid={mode === 'register' ? 'social-register-form' : 'social-link-form'}
      data-mode={mode}
      onSubmit={form.submit}
    >
      <Stack gap="md">
        <Title order={1} fz="h2">
          {heading}
        </Title>
        <Text data-testid="social-intro">{intro}</Text>
        {mode === 'invite_only' && <Text>{t('account:social.invite_link_intro', { provider })}</Text>}
        {mode === 'register' && (
          <TextInput
            label={t('account:social.name')}
            autoComplete="name"
            value={form.name}
            onChange={(e) => form.setName(e.currentTarget.value)}
            data-testid="social-name"
          />
        )}
        {mode !== 'link' && (
          <TextInput
            label={t('account:social.email')}
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={(e) => form.setEmail(e.currentTarget.value)}
            data-testid="social-email"
            description={
              mode === 'register' && form.unverified ? t('account:social.unverified_note', { provider }) : undefined
            }
          />
        )}
        <PasswordInput
          label={t('account:social.password')}
          required
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          description={mode === 'register' ? t('account:social.password_help') : undefined}
          value={form.password}
          onChange={(e) => form.setPassword(e.currentTarget.value)}
          data-testid="social-password"
        />
        {signUp.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="social-error">
            {errorText(signUp.error)}
          </Alert>
        )}
        <Button type="submit" loading={signUp.isPending} data-testid="social-submit">
          {mode === 'register' ? t('account:social.create') : t('account:social.link')}
        </Button>
      </Stack>
    </form>
  );
}
