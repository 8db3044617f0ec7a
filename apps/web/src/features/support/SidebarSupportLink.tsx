import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../hooks/useCurrentUser';

/** The support console in the sidebar: only for support staff (the server's `abilities`), nothing for anyone else. */
export function SidebarSupportLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['account']);
  const { pathname } = useLocation();
  const user = useCurrentUser().data;
  if (!user?.abilities?.use_support_console) return null;
  return (
    <NavLink
      component={Link}
      to="/support"
      label={t('account:support.sidebar')}
      active={pathname === '/support'}
      aria-current={pathname === '/support' ? 'page' : undefined}
      onClick={onNavigate}
      data-testid="sidebar-support"
    />
  );
}
