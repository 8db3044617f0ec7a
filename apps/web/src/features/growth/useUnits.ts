import { useLocalStorage } from '@mantine/hooks';
import type { UnitSystem } from '@sprout/shared';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { unitsStorageKey } from './units';

/** The user's unit system (metric unless they chose imperial), remembered per user in this browser. */
export function useUnits(): [UnitSystem, (next: UnitSystem) => void] {
  const user = useCurrentUser();
  const [units, setUnits] = useLocalStorage<UnitSystem>({
    key: unitsStorageKey(user.data?.id ?? null),
    defaultValue: 'metric',
    getInitialValueInEffect: false,
  });
  return [units === 'imperial' ? 'imperial' : 'metric', setUnits];
}
