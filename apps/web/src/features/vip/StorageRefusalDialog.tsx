import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFamily } from '../../hooks/useFamily';
import { useUploadQueue } from '../upload';
import { isStorageRefusal } from './space';

/**
 * The no-storage and VIP-expired dialogs (spec §2), naming the baby: one dialog for every upload the
 * server refused for space until it is closed. Nothing is lost: the files stay in the queue to retry.
 */
/** Refusals already told in this tab: a reload restores the queue (its failed rows) without telling them again. */
const SEEN_KEY = 'sprout.storage-refusals-told';

function toldBefore(): ReadonlySet<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function remember(ids: ReadonlySet<string>): void {
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...ids]));
  } catch {
    // A private window without storage: the dialog may show again after a reload, nothing worse.
  }
}

export function StorageRefusalDialog() {
  const { t } = useTranslation(['vip', 'common']);
  const { state } = useUploadQueue();
  const family = useFamily();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(toldBefore);
  const refused = state.items.filter((item) => item.error && isStorageRefusal(item.error.code));
  const first = refused.find((item) => !dismissed.has(item.id));
  if (!first) return null;
  const close = () => {
    const told = new Set([...dismissed, ...refused.map((item) => item.id)]);
    remember(told);
    setDismissed(told);
  };
  const name =
    family.data?.list.find((r) => r.with_user.linked_baby_id === first.babyId)?.with_user.linked_baby.name ?? '';
  const expired = first.error?.code === 'vip_expired';
  return (
    <Modal
      opened
      onClose={close}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={t(expired ? 'vip:expired_title' : 'vip:full_title')}
      data-testid="storage-refusal-dialog"
    >
      <Text>{t(expired ? 'vip:expired_body' : 'vip:full_body', { name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close}>{t('vip:ok')}</Button>
      </Group>
    </Modal>
  );
}
