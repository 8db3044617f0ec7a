import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export const ALBUM_PATH = '/timeline/album';

/** The sidebar's Album entry. */
export function SidebarAlbumLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['tags']);
  const { pathname } = useLocation();
  return <NavLink component={Link} to={ALBUM_PATH} label={t('tags:album.sidebar')} active={pathname.startsWith(ALBUM_PATH)} onClick={onNavigate} data-testid="sidebar-album" />;
}
