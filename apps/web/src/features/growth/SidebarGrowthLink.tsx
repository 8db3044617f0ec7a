import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { GROWTH_PATH } from '../../lib/paths';

/** The sidebar's Growth entry: the baby's heights and weights over the WHO curves. */
export function SidebarGrowthLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['growth']);
  const { pathname } = useLocation();
  return (
    <NavLink
      component={Link}
      to={GROWTH_PATH}
      label={t('growth:sidebar')}
      active={pathname === GROWTH_PATH}
      aria-current={pathname === GROWTH_PATH ? 'page' : undefined}
      onClick={onNavigate}
      data-testid="sidebar-growth"
    />
  );
}
