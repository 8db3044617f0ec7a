import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withBaby, ALBUM_PATH } from '../../lib/paths';
import { useActiveBaby } from '../babies';

/** The sidebar's Album entry. */
export function SidebarAlbumLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['tags']);
  const { pathname } = useLocation();
  const { active } = useActiveBaby();
  // The album's address names its baby, so it can be sent to the family (babyScope.ts).
  return (
    <NavLink
      component={Link}
      to={withBaby(ALBUM_PATH, active?.with_user.linked_baby.id ?? null)}
      label={t('tags:album.sidebar')}
      active={pathname.startsWith(ALBUM_PATH)}
      onClick={onNavigate}
      data-testid="sidebar-album"
    />
  );
}
