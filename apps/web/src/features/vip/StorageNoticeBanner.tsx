import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFamily } from '../../hooks/useFamily';
import { formatDay } from './space';

/** The operator's notice that free storage ends (at least three months ahead, spec §1), on every signed-in page. */
export function StorageNoticeBanner() {
  const { t, i18n } = useTranslation(['vip']);
  const notice = useFamily().data?.storage_notice;
  if (!notice) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      mb="md"
      role="status"
      data-testid="storage-notice"
      title={t('vip:notice_title')}
    >
      {t('vip:notice_body', { date: formatDay(notice.free_storage_ends_on, i18n.language) })}
    </Alert>
  );
}
