import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DIARY_EDIT_PATH, DIARY_PATH } from '../../lib/paths';

/** The sidebar's Diary and, for those who may write, Write diary (spec §2). */
export function SidebarDiaryLinks({ canWrite, onNavigate }: { canWrite: boolean; onNavigate: () => void }) {
  const { t } = useTranslation(['tags']);
  const { pathname } = useLocation();
  return (
    <>
      <NavLink
        component={Link}
        to={DIARY_PATH}
        label={t('tags:diary_screen.sidebar')}
        active={pathname.startsWith(DIARY_PATH)}
        onClick={onNavigate}
        data-testid="sidebar-diary"
      />
      {canWrite && (
        <NavLink
          component={Link}
          to={DIARY_EDIT_PATH}
          label={t('tags:diary_screen.write')}
          active={pathname.startsWith(DIARY_EDIT_PATH)}
          onClick={onNavigate}
          data-testid="sidebar-write-diary"
        />
      )}
    </>
  );
}
