import { Anchor, Group, Stack, Title } from '@mantine/core';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '@tanstack/react-query';
import type { GrowthMeasure } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchTagAttrs } from '../../api/tagAttrs';
import { useActiveBaby } from '../babies';
import { knownBirthday, measurementsOf, standardFor } from './growthData';
import { MeasurementList } from './MeasurementList';
import { GROWTH_PATH } from '../../lib/paths';
import { useUnits } from './useUnits';

/** On a Height or Weight tag's page: its values with their likes and comments, and the way to the chart. */
export function TagValues({ babyId, tagId, measure }: { babyId: number; tagId: number; measure: GrowthMeasure }) {
  const { t } = useTranslation(['growth']);
  const [units] = useUnits();
  const { active } = useActiveBaby();
  const baby = active?.with_user.linked_baby;
  const birthday = knownBirthday(baby?.birthday) ? (baby?.birthday ?? null) : null;
  const query = useQuery({
    queryKey: queryKeys.tagAttrsOfTag(babyId, tagId),
    queryFn: ({ signal }) => fetchTagAttrs(babyId, { tagId }, signal),
  });
  const measurements = measurementsOf(query.data?.tag_attrs ?? [], measure, standardFor(baby?.gender), birthday);
  if (!query.data) return null;
  return (
    <Stack gap="xs" data-testid="tag-values">
      <Group justify="space-between">
        <Title order={3} fz="h5">
          {t('growth:values_title')}
        </Title>
        <Anchor component={Link} to={GROWTH_PATH} size="sm" data-testid="tag-open-growth">
          {t('growth:open_chart')}
        </Anchor>
      </Group>
      <MeasurementList
        measurements={measurements}
        measure={measure}
        units={units}
        birthday={birthday}
        caption={t(`growth:${measure}`)}
      />
    </Stack>
  );
}
