import { Alert, Box, Button, Divider, Image, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { useSocialProviders, useStartProvider } from '../social';
import { useQrLogin } from './useQrLogin';

/** Social sign-in over OpenID Connect: one button per configured provider, none when there is none. */
export function SocialSignIn() {
  const { t } = useTranslation(['common', 'account']);
  const errorText = useErrorText();
  const providers = useSocialProviders();
  const start = useStartProvider();
  if (!providers.data?.length) return null;
  return (
    <Stack gap="xs" data-testid="social-sign-in">
      <Divider label={t('common:login.or')} labelPosition="center" />
      {providers.data.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          data-testid={`social-${provider.id}`}
          loading={start.isPending && start.variables === provider.id}
          onClick={() => start.mutate(provider.id)}
        >
          {t('account:social.continue_with', { provider: provider.name })}
        </Button>
      ))}
      {start.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(start.error)}
        </Alert>
      )}
    </Stack>
  );
}

/** QR-code sign-in (spec §4): the code of this screen's key, approved on a signed-in phone; an ended code is renewed by a click. */
export function QrSignIn() {
  const { t } = useTranslation(['account', 'errors']);
  const qr = useQrLogin();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} fz="lg">
          {t('account:qr.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account:qr.hint')}
        </Text>
        <Box
          pos="relative"
          w={180}
          h={180}
          data-testid="qr-login"
          data-state={qr.ended ?? (qr.qr ? 'showing' : 'loading')}
          data-url={qr.url ?? undefined}
        >
          {qr.qr ? (
            <Image src={qr.qr} w={180} h={180} alt={t('account:qr.alt')} style={{ opacity: qr.ended ? 0.15 : 1 }} />
          ) : (
            <Loader m="auto" mt={70} aria-hidden />
          )}
          {qr.ended && (
            <UnstyledButton
              onClick={qr.refresh}
              pos="absolute"
              inset={0}
              data-testid="qr-refresh"
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 6,
              }}
            >
              <Text fw={600}>{t('errors:qr_expired')}</Text>
              <Text size="sm" c="teal.8">
                {t('account:qr.refresh')}
              </Text>
            </UnstyledButton>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
