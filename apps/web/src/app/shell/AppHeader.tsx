import { Avatar, Burger, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveBaby } from '../../features/babies/useActiveBaby';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useSignOut } from './useSignOut';
import { BrandMark } from '../../public/BrandMark';
import { LanguageSelect } from './LanguageSelect';
import { NotificationBell } from '../../features/notifications';
import { possessiveContext } from '../../lib/possessive';
import { Initial } from '../../components/Initial';

export function AppHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation(['common', 'account']);
  const { active } = useActiveBaby();
  const user = useCurrentUser();
  const signOut = useSignOut();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t('common:header.close_menu') : t('common:header.open_menu')}
        />
        <Link to="/timeline" style={{ color: 'inherit', textDecoration: 'none' }}>
          <BrandMark />
        </Link>
        {active && (
          <Text c="dimmed" truncate="end" visibleFrom="xs" data-testid="active-baby-name">
            {t('common:header.viewing', {
              name: active.with_user.linked_baby.name,
              context: possessiveContext(active.with_user.linked_baby.name),
            })}
          </Text>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <NotificationBell />
        <LanguageSelect />
        <Button
          component={Link}
          to="/profile"
          variant="subtle"
          color="gray"
          leftSection={
            <Avatar src={user.data?.profile_picture ?? null} size={26} radius="xl" alt="">
              <Initial name={user.data?.name ?? ''} upper />
            </Avatar>
          }
          aria-label={t('account:profile.menu')}
          data-testid="profile-link"
        >
          <Text span visibleFrom="md" size="sm">
            {t('account:profile.menu')}
          </Text>
        </Button>
        <Button variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending} data-testid="sign-out">
          {t('common:header.sign_out')}
        </Button>
      </Group>
    </Group>
  );
}
