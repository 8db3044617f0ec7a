import { useMemo } from 'react';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '@tanstack/react-query';
import { hasWhoStandard, type GrowthMeasure, type GrowthSex, type UnitSystem } from '@sprout/shared';
import { fetchTagAttrs } from '../../api/tagAttrs';
import { chartRows, measurementsOf } from './growthData';

/**
 * A baby's heights, weights or head circumferences the user may see, with ages and percentiles,
 * and the chart's rows. `drawable`: whether there is anything to draw (a measure with no WHO
 * curves and no dated point has an empty chart, which is left out).
 */
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
  const drawable = hasWhoStandard(measure) || rows.some((r) => r.child !== undefined);
  return { query, measurements, rows, drawable };
}
