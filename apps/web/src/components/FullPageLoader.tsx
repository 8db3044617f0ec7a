import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FullPageLoader({
  labelKey = 'common:app.loading',
}: {
  labelKey?: 'common:app.loading' | 'common:app.checking_sign_in';
}) {
  const { t } = useTranslation(['common']);
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t(labelKey)}</Text>
      </Stack>
    </Center>
  );
}
