import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { membershipStorefront, planPrices } from './space';

/** VIP storage (spec §1): the plans in the locale's currency, and where to buy them (the app). */
export function VipPlansDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t, i18n } = useTranslation(['common']);
  const prices = planPrices(i18n.language);
  const [storefront] = useState(() => membershipStorefront(new Date().getTimezoneOffset()));
  return (
    <Modal opened onClose={onClose} centered title={t('common:vip.plans_title')} data-testid="vip-plans-dialog">
      <Text mb="sm">{t('common:vip.plans_intro', { name })}</Text>
      <List mb="sm">
        <List.Item>{t('common:vip.quarterly', { price: prices.quarterly })}</List.Item>
        <List.Item>{t('common:vip.annual', { price: prices.annual })}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t(storefront === 'mainland' ? 'common:vip.buy_in_app_mainland' : 'common:vip.buy_in_app')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('common:vip.close')}</Button>
      </Group>
    </Modal>
  );
}
