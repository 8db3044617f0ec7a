import { Button, Center, Group, Text, Title } from '@mantine/core';
import { bucketLabel, type AgeBucket } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useAgeText } from './useAgeText';
import { dateFormatter } from '../../lib/dateFormat';

/** The Today marker above the newest event: today's date and the baby's age today. */
export function TodayRow({ birthday, height }: { birthday: string | null; height: number }) {
  const { t, i18n } = useTranslation(['labels', 'timeline']);
  const age = useAgeText(birthday);
  const now = new Date();
  const date = dateFormatter(i18n.language, { dateStyle: 'long' }).format(now);
  return (
    <Group gap="xs" wrap="nowrap" className="sprout-today" data-testid="today-marker" style={{ height }}>
      <span className="sprout-today-dot" aria-hidden />
      <Text fw={700} c="teal.8">
        {t('timeline:today')}
      </Text>
      <Text c="dimmed" size="sm">
        {date} · {age({ y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() })}
      </Text>
    </Group>
  );
}

/** The label of an age bucket, as the table of contents names it. */
export function useBucketLabel(): (bucket: AgeBucket) => string {
  const { t } = useTranslation(['labels', 'timeline']);
  return (bucket) => {
    const { key, values } = bucketLabel(bucket);
    return t(`labels:${key}`, values);
  };
}

/** The header of an age bucket. */
export function BucketHeader({
  bucketKey,
  bucket,
  moments,
  height,
}: {
  bucketKey: string;
  bucket: AgeBucket;
  moments: number;
  height: number;
}) {
  const { t } = useTranslation(['labels', 'timeline']);
  const label = useBucketLabel();
  return (
    <Group
      className="sprout-bucket-header"
      justify="space-between"
      wrap="nowrap"
      data-testid="bucket-header"
      data-bucket={bucketKey}
      style={{ height }}
    >
      <Title order={2} fz="lg">
        {label(bucket)}
      </Title>
      <Text size="sm" c="dimmed">
        {t('timeline:bucket_moments', { count: moments })}
      </Text>
    </Group>
  );
}

/** Between parts of a very long timeline. */
export function PartSwitch({ direction, onClick }: { direction: 'newer' | 'older'; onClick: () => void }) {
  const { t } = useTranslation(['labels', 'timeline']);
  return (
    <Center py="sm">
      <Button variant="light" onClick={onClick} data-testid={`timeline-${direction}-part`}>
        {direction === 'newer' ? t('timeline:newer_part') : t('timeline:older_part')}
      </Button>
    </Center>
  );
}
