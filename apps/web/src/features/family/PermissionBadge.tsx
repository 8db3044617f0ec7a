import { Badge } from '@mantine/core';
import type { Permission } from '@sprout/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Permission, string> = { can_manage: 'teal', can_upload: 'blue', can_view: 'gray' };

export function PermissionBadge({ permission }: { permission: Permission }) {
  const { t } = useTranslation(['labels']);
  return (
    <Badge
      color={COLORS[permission]}
      variant={permission === 'can_manage' ? 'filled' : 'light'}
      data-testid="member-permission"
      data-permission={permission}
    >
      {t(`labels:permissions.${permission}`)}
    </Badge>
  );
}
