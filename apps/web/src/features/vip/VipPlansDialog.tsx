import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { membershipStorefront, planPrices, type Membership } from './space';

/**
 * VIP storage (spec §1): the plans in the locale's currency, and where to buy them (the app). A baby without
 * VIP in force is offered the upgrade (or renewal), which the web answers with the older-version dialog.
 */
export function VipPlansDialog({
  name,
  membership,
  onUpgrade,
  onClose,
}: {
  name: string;
  membership: Membership['kind'];
  onUpgrade: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['vip', 'common']);
  const prices = planPrices(i18n.language);
  const [storefront] = useState(() => membershipStorefront(new Date().getTimezoneOffset()));
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={t('vip:plans_title')}
      data-testid="vip-plans-dialog"
    >
      <Text mb="sm">{t('vip:plans_intro', { name })}</Text>
      <List mb="sm">
        <List.Item>{t('vip:quarterly', { price: prices.quarterly })}</List.Item>
        <List.Item>{t('vip:annual', { price: prices.annual })}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t(storefront === 'mainland' ? 'vip:buy_in_app_mainland' : 'vip:buy_in_app')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant={membership === 'member' ? 'filled' : 'default'} onClick={onClose}>
          {t('vip:close')}
        </Button>
        {membership !== 'member' && (
          <Button onClick={onUpgrade}>{t(membership === 'lapsed' ? 'vip:renew' : 'vip:upgrade')}</Button>
        )}
      </Group>
    </Modal>
  );
}
