import { useState } from 'react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationList } from './NotificationList';
import { useUnreadCount } from './useNotifications';
import { LineIcon } from '../../components/LineIcon';

function BellIcon() {
  return (
    <LineIcon>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </LineIcon>
  );
}

/** The header's bell: the unread count on it, the list under it. */
export function NotificationBell() {
  const { t } = useTranslation(['common']);
  const [opened, setOpened] = useState(false);
  const count = useUnreadCount().data?.unread_count ?? 0;
  const label = count > 0 ? t('common:bell.label_unread', { count }) : t('common:bell.title');
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      size={18}
      color="red.9"
      offset={6}
      inline
      data-testid="bell-count"
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" trapFocus returnFocus>
        {/* The target is the button itself: Popover gives it aria-expanded and aria-controls. */}
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            aria-label={label}
            onClick={() => setOpened((o) => !o)}
            data-testid="bell"
            data-count={count}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
          {opened && <NotificationList onClose={() => setOpened(false)} />}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
