import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { SkipLink } from '../../public/SkipLink';
import { UploadPanel } from '../../features/upload/UploadPanel';
import { UploadProvider } from '../../features/upload/UploadProvider';
import { GlobalSpinner } from '../../features/busy/GlobalSpinner';
import { useAppliedTextSize } from '../../features/textSize/useAppliedTextSize';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useCdnRefresh } from './useCdnRefresh';
import { useRefreshFamilyOnTimeline } from './useRefreshFamilyOnTimeline';
import { AppHeader } from './AppHeader';
import { LabelledNotifications } from './LabelledNotifications';
import { Sidebar } from './Sidebar';
import { useTimeZoneSync } from '../../features/notifications';
import { OfflineBanner } from './OfflineBanner';
import { StorageNoticeBanner, StorageRefusalDialog } from '../../features/vip';

/**
 * The signed-in shell: header, sidebar, page, and the upload panel overlay. The upload queue lives here,
 * for as long as the user moves between signed-in pages; the public pages never load it (ADR 0027).
 */
export function AppLayout() {
  const [navOpened, nav] = useDisclosure(false);
  useRefreshFamilyOnTimeline();
  useCdnRefresh();
  useTimeZoneSync();
  useAppliedTextSize(useCurrentUser().data?.id ?? null);
  return (
    <UploadProvider>
      <LabelledNotifications />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding="lg"
      >
        <SkipLink />
        <AppShell.Header>
          <AppHeader navOpened={navOpened} onToggleNav={nav.toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          <Sidebar onNavigate={nav.close} />
        </AppShell.Navbar>
        <AppShell.Main id="main" tabIndex={-1}>
          <OfflineBanner />
          <StorageNoticeBanner />
          <Outlet />
        </AppShell.Main>
        <UploadPanel />
        <StorageRefusalDialog />
        <GlobalSpinner />
      </AppShell>
    </UploadProvider>
  );
}
