import { useMemo } from 'react';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '@tanstack/react-query';
import type { GrowthMeasure, GrowthSex, UnitSystem } from '@sprout/shared';
import { fetchTagAttrs } from '../../api/tagAttrs';
import { chartRows, measurementsOf } from './growthData';

/** A baby's heights or weights the user may see, with ages and percentiles, and the chart's rows. */
export function useGrowth(
  babyId: number | null,
  measure: GrowthMeasure,
  sex: GrowthSex,
  birthday: string | null | undefined,
  units: UnitSystem,
) {
  const query = useQuery({
    queryKey: queryKeys.tagAttrList(babyId ?? 0, measure),
    queryFn: ({ signal }) => fetchTagAttrs(babyId ?? 0, { flag: measure }, signal),
    enabled: babyId !== null,
  });
  const measurements = useMemo(
    () => measurementsOf(query.data?.tag_attrs ?? [], measure, sex, birthday),
    [query.data, measure, sex, birthday],
  );
  const rows = useMemo(() => chartRows(measurements, measure, sex, units), [measurements, measure, sex, units]);
  return { query, measurements, rows };
}
