import { Fragment, useEffect, useRef } from 'react';
import { Box, Divider, NavLink, Text } from '@mantine/core';
import { parseBucketKey } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useActiveBaby } from '../babies';
import { requestJump, useCurrentBucket } from './tocStore';
import { useNavigations } from './useNavigations';

/** Entries the list always shows, however full the sidebar (about 2.125rem each). */
const TOC_MIN_ENTRIES = 4;
const ENTRY_REM = 2.125;
/** A year's caption above its months (xs text and its top padding). */
const CAPTION_REM = 1.5;

/** The year of age of a bucket key from age one ('y02m05' → 2), else null. */
function yearOf(key: string): number | null {
  const bucket = parseBucketKey(key);
  return bucket?.kind === 'year' ? bucket.year : null;
}

/** Whether the entry at `i` is the first month of a year of age, drawn under that year's caption. */
function startsYear(list: ReadonlyArray<{ key: string }>, i: number): boolean {
  const year = yearOf(list[i]?.key ?? '');
  return year !== null && yearOf(list[i - 1]?.key ?? '') !== year;
}

/**
 * The table of contents of the timeline: age buckets with their moment counts;
 * a click jumps there. From age one a bucket is a month, so the months of each
 * year of age stand under a caption of that year ("1-2 years"). The list
 * scrolls within itself and keeps the bucket being read in view.
 */
export function TableOfContents({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['timeline', 'labels']);
  const { pathname } = useLocation();
  const { active } = useActiveBaby();
  const onTimeline = pathname === '/timeline' || pathname.startsWith('/timeline/');
  const babyId = onTimeline ? (active?.with_user.linked_baby.id ?? null) : null;
  const navigations = useNavigations(babyId);
  const current = useCurrentBucket();
  const list = navigations.data?.list ?? [];
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const entry = current ? box.current?.querySelector<HTMLElement>(`[data-bucket="${CSS.escape(current)}"]`) : null;
    // Only the list's own box scrolls: `nearest` with a box that already shows the entry moves nothing.
    if (entry && box.current) {
      // A year's first month keeps its caption in view with it: cut off, "1-2 years" read as a stray line.
      const caption = entry.previousElementSibling as HTMLElement | null;
      const top = (caption?.dataset.testid === 'toc-year' ? caption : entry).getBoundingClientRect().top;
      const { bottom } = entry.getBoundingClientRect();
      const frame = box.current.getBoundingClientRect();
      if (top < frame.top) box.current.scrollTop -= frame.top - top;
      else if (bottom > frame.bottom) box.current.scrollTop += bottom - frame.bottom;
    }
  }, [current, list.length]);
  if (!onTimeline || list.length === 0) return null;
  const shown = list.slice(0, TOC_MIN_ENTRIES);
  const captions = shown.filter((_, i) => startsYear(list, i)).length;
  return (
    <>
      <Divider />
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" id="toc-heading">
        {t('timeline:toc.title')}
      </Text>
      <Box
        component="nav"
        ref={box}
        aria-labelledby="toc-heading"
        className="sprout-toc"
        p={3}
        data-testid="toc"
        style={{ minHeight: `${shown.length * ENTRY_REM + captions * CAPTION_REM + 0.5}rem` }}
      >
        {list.map((entry, i) => {
          const year = yearOf(entry.key);
          const caption = startsYear(list, i);
          return (
            <Fragment key={entry.key}>
              {caption && year !== null && (
                <Text size="xs" fw={700} c="dimmed" px="sm" pt={i > 0 ? 6 : 0} aria-hidden data-testid="toc-year">
                  {t('labels:buckets.years', { from: year, to: year + 1 })}
                </Text>
              )}
              <NavLink
                component="button"
                type="button"
                label={entry.label}
                // The count is drawn by CSS: as text it would join the label ("1–2 months2") and no longer match the name (WCAG 2.5.3).
                rightSection={<span className="sprout-toc-count" data-count={entry.count} aria-hidden />}
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
            </Fragment>
          );
        })}
      </Box>
    </>
  );
}
