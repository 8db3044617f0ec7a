import { NavLink } from '@mantine/core';
import type { FamilyRelationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** "Recently deleted" in the sidebar, for members who can delete photos (Admins and uploaders). */
export function SidebarTrashLink({
  active,
  onNavigate,
}: {
  active: FamilyRelationReply | null;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(['trash']);
  const { pathname } = useLocation();
  if (!active?.abilities.upload) return null;
  return (
    <NavLink
      component={Link}
      to="/trash"
      label={t('trash:sidebar')}
      active={pathname === '/trash'}
      aria-current={pathname === '/trash' ? 'page' : undefined}
      onClick={onNavigate}
      data-testid="sidebar-trash"
    />
  );
}
