import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The older-version dialog of spec §2: this client cannot buy VIP (purchase is only in the app, spec §1),
 * so an upgrade asked for here is sent to the app, naming the baby whose space it is for.
 */
export function OlderVersionDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation(['vip', 'common']);
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={t('vip:older_title')}
      data-testid="older-version-dialog"
    >
      <Text>{t('vip:older_body', { name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('vip:ok')}</Button>
      </Group>
    </Modal>
  );
}
