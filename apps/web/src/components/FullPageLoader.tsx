import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FullPageLoader({ labelKey = 'app.loading' }: { labelKey?: 'app.loading' | 'app.checking_sign_in' }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t(labelKey)}</Text>
      </Stack>
    </Center>
  );
}
