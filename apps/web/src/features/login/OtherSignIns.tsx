import { Badge, Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoonButton } from '../../components/ComingSoonButton';

/** A stand-in for the QR code: a faint, clearly unusable pattern with the three finder squares. */
function QrPlaceholder({ label }: { label: string }) {
  const size = 21;
  const finder = (x: number, y: number) => [[0, 0], [size - 7, 0], [0, size - 7]].some(([fx = 0, fy = 0]) => x >= fx && x < fx + 7 && y >= fy && y < fy + 7);
  const cells: Array<[number, number]> = [];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!finder(x, y) && (x * 7 + y * 13 + ((x * y) % 5)) % 3 === 0) cells.push([x, y]);
    }
  }
  return (
    <Box component="svg" viewBox={`-1 -1 ${size + 2} ${size + 2}`} w={150} h={150} role="img" aria-label={label} c="gray.5" style={{ opacity: 0.45 }}>
      {[[0, 0], [size - 7, 0], [0, size - 7]].map(([x = 0, y = 0]) => (
        <g key={`${x}-${y}`}>
          <rect x={x + 0.5} y={y + 0.5} width={6} height={6} fill="none" stroke="currentColor" strokeWidth={1} />
          <rect x={x + 2} y={y + 2} width={3} height={3} fill="currentColor" />
        </g>
      ))}
      {cells.map(([x, y]) => <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="currentColor" />)}
    </Box>
  );
}

/** Social sign-in and QR-code sign-in: present, not yet available. */
export function SocialSignIn() {
  const { t } = useTranslation(['common']);
  return (
    <Stack gap="xs">
      <Divider label={t('common:login.or')} labelPosition="center" />
      {(['social_google', 'social_apple', 'social_facebook'] as const).map((key) => (
        <ComingSoonButton key={key} variant="default" fullWidth>{t(`common:login.${key}`)}</ComingSoonButton>
      ))}
    </Stack>
  );
}

export function QrSignIn() {
  const { t } = useTranslation(['common']);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack align="center" gap="sm" ta="center">
        <Group gap="xs">
          <Title order={2} fz="lg">{t('common:login.qr_title')}</Title>
          <Badge variant="light" color="gray">{t('common:login.not_available')}</Badge>
        </Group>
        <Text size="sm" c="dimmed">{t('common:login.qr_hint')}</Text>
        <QrPlaceholder label={t('common:login.qr_alt')} />
      </Stack>
    </Paper>
  );
}
