import { Avatar, Box, Divider, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useActiveBaby } from '../../features/babies/useActiveBaby';
import { UploadButton } from '../../features/upload/UploadButton';
import { TableOfContents } from '../../features/timeline/TableOfContents';
import { AddBabyLink } from '../../features/babies/AddBabyNotice';
import { SidebarFamilyLinks } from '../../features/family/SidebarFamilyLinks';
import { SidebarTrashLink } from '../../features/trash/SidebarTrashLink';
import { SidebarTagsLink } from '../../features/tags/SidebarTagsLink';
import { SidebarDiaryLinks } from '../../features/diary/SidebarDiaryLinks';
import { SidebarAlbumLink } from '../../features/album/SidebarAlbumLink';
import { SidebarGrowthLink } from '../../features/growth/SidebarGrowthLink';
import { SidebarFeedbackLink } from '../../features/feedback/SidebarFeedbackLink';
import { SidebarSupportLink } from '../../features/support/SidebarSupportLink';
import { Initial } from '../../components/Initial';
import { usePhoneLayout } from '../../hooks/usePhoneLayout';
import { LanguageSelect } from './LanguageSelect';
import { sidebarPageActive } from '../../lib/paths';

const TIMELINE = { to: '/timeline', key: 'common:sidebar.timeline' } as const;
const BABY_INFO = { to: '/babyinfo', key: 'common:sidebar.baby_info' } as const;

/** Timeline and other pages, the upload button when allowed, and the babies to switch between. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['common']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { babies, active, choose } = useActiveBaby();
  const phone = usePhoneLayout();
  const activeId = active?.with_user.linked_baby.id ?? null;
  const switchTo = (babyId: number) => {
    choose(babyId);
    onNavigate();
    // A photo or panel of the previous baby makes no sense for the next one.
    if (pathname.startsWith('/timeline/')) void navigate('/timeline');
  };

  return (
    <Stack gap="sm" h="100%" className="sprout-sidebar">
      <nav aria-label={t('common:sidebar.label')}>
        {[TIMELINE, 'feedback' as const, BABY_INFO].map((page) =>
          page === 'feedback' ? (
            <SidebarFeedbackLink key="feedback" onNavigate={onNavigate} />
          ) : (
            <NavLink
              key={page.to}
              component={Link}
              to={page.to}
              label={t(page.key)}
              active={sidebarPageActive(page.to, pathname)}
              aria-current={pathname === page.to ? 'page' : undefined}
              onClick={onNavigate}
            />
          ),
        )}
        <SidebarSupportLink onNavigate={onNavigate} />
        {active && <SidebarAlbumLink onNavigate={onNavigate} />}
        {active && <SidebarTagsLink babyId={activeId} onNavigate={onNavigate} />}
        {active && <SidebarDiaryLinks canWrite={active.abilities.upload} onNavigate={onNavigate} />}
        {active && <SidebarGrowthLink onNavigate={onNavigate} />}
        <SidebarFamilyLinks active={active} onNavigate={onNavigate} />
        <SidebarTrashLink active={active} onNavigate={onNavigate} />
      </nav>
      {active?.abilities.upload && <UploadButton babyId={active.with_user.linked_baby.id} />}
      <TableOfContents onNavigate={onNavigate} />
      <Divider />
      <Text
        component={Link}
        to="/babyList"
        onClick={onNavigate}
        size="xs"
        fw={700}
        c="dimmed"
        tt="uppercase"
        px="sm"
        id="my-babies-heading"
        data-testid="sidebar-baby-list"
      >
        {t('common:sidebar.my_babies')}
      </Text>
      {/* Padding keeps the focus ring inside the scrolling box. */}
      <Box className="sprout-sidebar-babies" p={3}>
        <Stack
          gap={2}
          component="ul"
          aria-labelledby="my-babies-heading"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {babies.map((relation) => {
            const baby = relation.with_user.linked_baby;
            const isActive = baby.id === activeId;
            return (
              <li key={baby.id}>
                <NavLink
                  component="button"
                  type="button"
                  label={baby.name}
                  leftSection={
                    <Avatar size="sm" radius="xl" color="teal" src={baby.profile_picture} alt="">
                      <Initial name={baby.name} />
                    </Avatar>
                  }
                  active={isActive}
                  aria-pressed={isActive}
                  title={t('common:sidebar.show_baby', { name: baby.name })}
                  onClick={() => switchTo(baby.id)}
                  data-testid="baby-switch"
                />
              </li>
            );
          })}
          {babies.length === 0 && (
            // Inside the list, a list item: a support account (issue 22) or a new one has no babies.
            <Text component="li" size="sm" c="dimmed" px="sm">
              {t('common:sidebar.no_babies')}
            </Text>
          )}
        </Stack>
      </Box>
      <AddBabyLink onOpen={onNavigate} />
      {/* On a phone the header has no room for it (AppHeader). */}
      {phone && <LanguageSelect />}
    </Stack>
  );
}
