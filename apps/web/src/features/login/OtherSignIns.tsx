import { Badge, Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoonButton } from '../../components/ComingSoonButton';

/** A stand-in for the QR code: a faint pattern, clearly not scannable. */
function QrPlaceholder({ label }: { label: string }) {
  const cells = [0, 1, 2, 3, 4, 5, 6];
  return (
    <Box component="svg" viewBox="0 0 7 7" w={132} h={132} role="img" aria-label={label} style={{ opacity: 0.25 }}>
      {cells.flatMap((y) => cells.map((x) => ((x * 3 + y * 5 + x * y) % 3 === 0 || (x < 2 && y < 2) || (x > 4 && y < 2) || (x < 2 && y > 4))
        ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="currentColor" />
        : null))}
    </Box>
  );
}

/** Social sign-in and QR-code sign-in: present, not yet available. */
export function SocialSignIn() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Divider label={t('login.or')} labelPosition="center" />
      {(['social_google', 'social_apple', 'social_facebook'] as const).map((key) => (
        <ComingSoonButton key={key} variant="default" fullWidth>{t(`login.${key}`)}</ComingSoonButton>
      ))}
    </Stack>
  );
}

export function QrSignIn() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack align="center" gap="sm" ta="center">
        <Group gap="xs">
          <Title order={2} fz="lg">{t('login.qr_title')}</Title>
          <Badge variant="light" color="gray">{t('login.not_available')}</Badge>
        </Group>
        <Text size="sm" c="dimmed">{t('login.qr_hint')}</Text>
        <QrPlaceholder label={t('login.qr_alt')} />
      </Stack>
    </Paper>
  );
}
