import { Badge, Tooltip } from '@mantine/core';
import type { Privacy } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { PrivacyIcon } from './PrivacyIcon';

const COLORS: Record<Privacy, string> = {
  family_and_relatives: 'gray',
  family_only: 'teal',
  private: 'grape',
  custom: 'blue',
};

/** The privacy level of a post, on its card and in the viewer. */
export function PrivacyBadge({ privacy, count }: { privacy: Privacy; count?: number }) {
  const { t } = useTranslation(['uploads']);
  const name =
    privacy === 'custom' && count ? t('uploads:privacy.members_count', { count }) : t(`uploads:privacy.${privacy}`);
  return (
    <Tooltip label={t('uploads:privacy.level', { level: name })}>
      <Badge
        variant="light"
        color={COLORS[privacy]}
        size="sm"
        leftSection={<PrivacyIcon privacy={privacy} size={12} />}
        data-testid="privacy-badge"
        data-privacy={privacy}
        aria-label={t('uploads:privacy.level', { level: name })}
      >
        {name}
      </Badge>
    </Tooltip>
  );
}
