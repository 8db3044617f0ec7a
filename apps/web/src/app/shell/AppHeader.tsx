import { ActionIcon, Avatar, Burger, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveBaby } from '../../features/babies/useActiveBaby';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { usePhoneLayout } from '../../hooks/usePhoneLayout';
import { useSignOut } from './useSignOut';
import { BrandMark } from '../../public/BrandMark';
import { LanguageSelect } from './LanguageSelect';
import { NotificationBell } from '../../features/notifications';
import { UploadButton } from '../../features/upload';
import { possessiveContext } from '../../lib/possessive';
import { Initial } from '../../components/Initial';
import { LineIcon } from '../../components/LineIcon';

function SignOutIcon() {
  return (
    <LineIcon size={20}>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="m16 17 5-5-5-5" />
      <path d="M21 12H9" />
    </LineIcon>
  );
}

/**
 * The signed-in header. On a phone it keeps what is used there every day: the menu, whose album this
 * is, an upload button and the bell; the language box moves into the menu, and signing out is a
 * small icon rather than the header's biggest button.
 */
export function AppHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation(['common', 'account']);
  const { active } = useActiveBaby();
  const user = useCurrentUser();
  const signOut = useSignOut();
  const phone = usePhoneLayout();
  const babyName = active?.with_user.linked_baby.name;
  return (
    <Group h="100%" px={phone ? 'xs' : 'md'} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={phone ? 'xs' : 'md'} wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t('common:header.close_menu') : t('common:header.open_menu')}
        />
        <Link
          to="/timeline"
          className={phone ? 'sprout-header-brand-compact' : undefined}
          aria-label={phone ? t('common:app.name') : undefined}
          style={{ color: 'inherit', textDecoration: 'none' }}
        >
          <BrandMark />
        </Link>
        {babyName !== undefined && (
          <Text c="dimmed" truncate="end" miw={0} data-testid="active-baby-name">
            {phone ? babyName : t('common:header.viewing', { name: babyName, context: possessiveContext(babyName) })}
          </Text>
        )}
      </Group>
      <Group gap={phone ? 6 : 'sm'} wrap="nowrap">
        {phone && active?.abilities.upload && <UploadButton babyId={active.with_user.linked_baby.id} compact />}
        <NotificationBell />
        {!phone && <LanguageSelect />}
        <Button
          component={Link}
          to="/profile"
          variant="subtle"
          color="gray"
          px={phone ? 6 : undefined}
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
        {phone ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => signOut.mutate()}
            loading={signOut.isPending}
            aria-label={t('common:header.sign_out')}
            data-testid="sign-out"
          >
            <SignOutIcon />
          </ActionIcon>
        ) : (
          <Button variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending} data-testid="sign-out">
            {t('common:header.sign_out')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
