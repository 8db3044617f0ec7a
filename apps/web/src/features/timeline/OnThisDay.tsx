import { useState } from 'react';
import { CloseButton, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { EventReply, MomentReply } from '@sprout/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchOnThisDay } from '../../api/notifications';
import { queryKeys } from '../../api/queryKeys';
import { useAgeText } from './useAgeText';

const SHOWN_PER_YEAR = 6;
const dismissKey = (babyId: number) => `sprout.onThisDay.${babyId}`;

/** The member's own calendar day, YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function dismissedOn(babyId: number): string | null {
  try {
    return localStorage.getItem(dismissKey(babyId));
  } catch {
    return null;
  }
}

const thumbOf = (m: MomentReply) => m.picture?.thumb ?? m.video?.thumb ?? null;

/**
 * "On this day": moments of this date in earlier years, with the baby's age then, only those the
 * member may see (the server filters them). Hidden for the rest of the day once dismissed.
 */
export function OnThisDay({
  babyId,
  birthday,
  onOpen,
}: {
  babyId: number;
  birthday: string | null;
  onOpen: (event: Pick<EventReply, 'id'>, moment: MomentReply) => void;
}) {
  const { t } = useTranslation(['timeline']);
  const age = useAgeText(birthday);
  const today = localToday();
  const [hidden, setHidden] = useState(() => dismissedOn(babyId) === today);
  const query = useQuery({
    queryKey: queryKeys.onThisDay(babyId, today),
    queryFn: ({ signal }) => fetchOnThisDay(babyId, today, signal),
    staleTime: 60 * 60_000,
    enabled: !hidden,
  });
  const years = (query.data?.list ?? []).filter((y) => y.moments.some((m) => thumbOf(m) || m.type === 'text'));
  if (hidden || years.length === 0) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissKey(babyId), today);
    } catch {
      // A browser that keeps nothing shows it again next time.
    }
    setHidden(true);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className="sprout-on-this-day"
      data-testid="on-this-day"
      component="section"
      aria-labelledby="on-this-day-title"
    >
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Text fw={700} c="teal.9" id="on-this-day-title">
          {t('timeline:on_this_day.title')}
        </Text>
        <CloseButton
          size="sm"
          onClick={dismiss}
          aria-label={t('timeline:on_this_day.dismiss')}
          data-testid="on-this-day-dismiss"
        />
      </Group>
      {years.map((year) => (
        <Group key={year.local_date} gap="sm" wrap="nowrap" align="center" mb={4}>
          <Text size="sm" miw={150} data-testid="on-this-day-year">
            {t('timeline:on_this_day.years_ago', { count: year.years_ago })}
            <Text span size="xs" c="dimmed" display="block">
              {age(year.taken_at_gmt)}
            </Text>
          </Text>
          <Group gap={6} wrap="nowrap" style={{ overflow: 'hidden' }}>
            {year.moments
              .filter((m) => thumbOf(m))
              .slice(0, SHOWN_PER_YEAR)
              .map((m, i) => (
                <UnstyledButton
                  key={m.id}
                  onClick={() => onOpen({ id: m.event_id }, m)}
                  aria-label={t('timeline:on_this_day.open', { index: i + 1, years: year.years_ago })}
                  className="sprout-otd-thumb"
                >
                  <img src={thumbOf(m) ?? ''} alt="" width={56} height={56} />
                </UnstyledButton>
              ))}
            {year.moments
              .filter((m) => m.type === 'text')
              .slice(0, 1)
              .map((m) => (
                <Text key={m.id} size="sm" lineClamp={2} maw={320}>
                  {m.content}
                </Text>
              ))}
          </Group>
        </Group>
      ))}
    </Paper>
  );
}
