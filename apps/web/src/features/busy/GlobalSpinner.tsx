import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBusy } from './busyStore';

/** The loading spinner over the whole app while a long operation runs (withBusy). */
export function GlobalSpinner() {
  const { t } = useTranslation(['timeline']);
  const busy = useBusy();
  if (!busy) return null;
  return (
    <Overlay fixed backgroundOpacity={0.25} blur={1} zIndex={400} center data-testid="global-spinner">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader color="teal" />
        <Text size="sm" fw={600}>
          {t('timeline:busy.label')}
        </Text>
      </Stack>
    </Overlay>
  );
}
