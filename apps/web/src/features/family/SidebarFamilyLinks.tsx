import { Badge, NavLink } from '@mantine/core';
import type { FamilyRelationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FAMILY_PATH } from '../../lib/paths';
import { useFamilyMembers } from './useFamilyMembers';

/** The sidebar's family count (members of the active baby) and, for Admins, "edit cover". */
export function SidebarFamilyLinks({
  active,
  onNavigate,
}: {
  active: FamilyRelationReply | null;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(['family']);
  const { pathname } = useLocation();
  const babyId = active?.with_user.linked_baby.id ?? null;
  const members = useFamilyMembers(babyId);
  if (!active) return null;
  const count = members.data?.list.length;
  return (
    <>
      <NavLink
        component={Link}
        to={FAMILY_PATH}
        label={t('family:babies.sidebar.family')}
        rightSection={
          count !== undefined && (
            <Badge
              size="sm"
              variant="light"
              title={t('family:babies.sidebar.family_count', { count })}
              data-testid="family-count"
            >
              {count}
            </Badge>
          )
        }
        active={pathname.toLowerCase() === FAMILY_PATH.toLowerCase()}
        aria-current={pathname.toLowerCase() === FAMILY_PATH.toLowerCase() ? 'page' : undefined}
        onClick={onNavigate}
        data-testid="sidebar-family"
      />
      {active.abilities.manage && (
        <NavLink
          component={Link}
          to={{ pathname: '/babyinfo', hash: 'cover' }}
          label={t('family:babies.sidebar.edit_cover')}
          onClick={onNavigate}
          data-testid="sidebar-edit-cover"
        />
      )}
    </>
  );
}
