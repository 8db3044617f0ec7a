import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MomentReply } from '@sprout/shared';

/** "Seen by: family only" and the like, for a tile's badge and its accessible name. */
export function usePrivacyLabel(): (moment: Pick<MomentReply, 'privacy' | 'visible_for_ids'>) => string {
  const { t } = useTranslation(['uploads']);
  return useCallback(
    (moment) =>
      t('uploads:privacy.level', {
        level:
          moment.privacy === 'custom'
            ? t('uploads:privacy.members_count', { count: moment.visible_for_ids.length })
            : t(`uploads:privacy.${moment.privacy}`),
      }),
    [t],
  );
}
