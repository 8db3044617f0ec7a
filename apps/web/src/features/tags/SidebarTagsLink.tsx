import { Badge, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFirstTags } from './useTags';
import { TAGS_PATH } from '../../lib/paths';

/** The sidebar's Tags entry with how many tags the baby has (spec §2). */
export function SidebarTagsLink({ babyId, onNavigate }: { babyId: number | null; onNavigate: () => void }) {
  const { t } = useTranslation(['tags']);
  const { pathname } = useLocation();
  const tags = useFirstTags(babyId);
  const count = tags.data ? tags.data.tags.length : null;
  const label = count === null ? t('tags:sidebar') : `${count}${tags.data?.next_page ? '+' : ''}`;
  return (
    <NavLink
      component={Link}
      to={TAGS_PATH}
      label={t('tags:sidebar')}
      rightSection={
        count === null ? null : (
          <Badge
            variant="light"
            size="sm"
            aria-label={t('tags:sidebar_count', { count })}
            data-testid="sidebar-tags-count"
          >
            {label}
          </Badge>
        )
      }
      active={pathname.startsWith(TAGS_PATH)}
      aria-current={pathname === TAGS_PATH ? 'page' : undefined}
      onClick={onNavigate}
      data-testid="sidebar-tags"
    />
  );
}
