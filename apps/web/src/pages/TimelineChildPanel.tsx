import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { useRouteTitle } from '../hooks/usePageTitle';

/** Diary, comments and tag screens over the timeline: not built yet, said honestly. */
export function TimelineChildPanel() {
  const { t } = useTranslation(['common']);
  const navigate = useNavigate();
  const title = useRouteTitle();
  return (
    <>
      <Modal opened onClose={() => void navigate('/timeline')} title={title} centered data-testid="coming-soon">
        <Text fw={600} mb="xs">{t('common:coming_soon.label')}</Text>
        <Text c="dimmed">{t('common:coming_soon.body')}</Text>
      </Modal>
      <Outlet />
    </>
  );
}
