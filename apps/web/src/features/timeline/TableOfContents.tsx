import { Box, Divider, NavLink, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useActiveBaby } from '../babies/useActiveBaby';
import { requestJump, useCurrentBucket } from './tocStore';
import { useNavigations } from './useNavigations';

/** The table of contents of the timeline: age buckets with their moment counts; a click jumps there. */
export function TableOfContents({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['timeline']);
  const { pathname } = useLocation();
  const { active } = useActiveBaby();
  const onTimeline = pathname === '/timeline' || pathname.startsWith('/timeline/');
  const babyId = onTimeline ? active?.with_user.linked_baby.id ?? null : null;
  const navigations = useNavigations(babyId);
  const current = useCurrentBucket();
  const list = navigations.data?.list ?? [];
  if (!onTimeline || list.length === 0) return null;
  return (
    <>
      <Divider />
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" id="toc-heading">{t('timeline:toc.title')}</Text>
      <Box component="nav" aria-labelledby="toc-heading" style={{ maxHeight: '34vh', overflowY: 'auto' }} p={3} data-testid="toc">
        {list.map((entry) => (
          <NavLink
            key={entry.key}
            component="button"
            type="button"
            label={entry.label}
            rightSection={<Text size="xs" c="dimmed">{entry.count}</Text>}
            active={current === entry.key}
            aria-current={current === entry.key ? 'location' : undefined}
            aria-label={t('timeline:toc.entry', { label: entry.label, count: entry.count })}
            onClick={() => {
              requestJump(entry.key);
              onNavigate?.();
            }}
            py={4}
            data-testid="toc-entry"
            data-bucket={entry.key}
          />
        ))}
      </Box>
    </>
  );
}
