import { useState } from 'react';
import { queryKeys } from '../../api/queryKeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { fromDisplay, tagAttrProblem, type TagAttrFlag, type TagAttrProblem } from '@sprout/shared';
import { createTagAttr, type NewTagAttr } from '../../api/tagAttrs';
import { isApiError } from '../../api/ApiError';
import { useErrorText } from '../../hooks/useErrorText';
import { usePlaceFields } from './usePlaceFields';
import { useUnits } from './useUnits';

/** Today where the family is, as 'YYYY-MM-DD': the latest day a measurement may have. */
export function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * The add-value form: a height or weight (the value in the user's units and
 * the day) or a place (footprint_map: its name, optional coordinates, the
 * day). With no photo (`momentId` null, from the growth page) it records a
 * height or weight on its own, such as the doctor's (ADR 0033). The rules of the server (tagAttrProblem) are checked first, so a slip
 * shows at once, translated, and nothing is sent.
 */
export function useMeasurementForm(
  target: {
    babyId: number;
    momentId: number | null;
    birthday: string | null;
    defaultDate: string;
    initialKind?: TagAttrFlag | undefined;
  },
  onDone: () => void,
) {
  const { t } = useTranslation(['growth']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [units] = useUnits();
  const [kind, setKind] = useState<TagAttrFlag>(target.initialKind ?? 'height');
  const [value, setValue] = useState<number | string>('');
  const [date, setDate] = useState(target.defaultDate);
  const [problem, setProblem] = useState<TagAttrProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const clear = () => {
    setProblem(null);
    setServerError(null);
  };
  const place = usePlaceFields({ name: '', latitude: null, longitude: null }, clear);

  const save = useMutation({
    mutationFn: (input: NewTagAttr) => createTagAttr(input),
    onSuccess: async () => {
      notifications.show({
        color: 'teal',
        message: t(kind === 'footprint_map' ? 'growth:place_saved' : 'growth:saved'),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.tagAttrs(target.babyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tags(target.babyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.taggings(target.babyId) });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error)) setServerError(errorText(error));
      else
        notifications.show({
          color: 'red',
          title: t('growth:save_failed'),
          message: errorText(error),
          withBorder: true,
        });
    },
  });

  const bounds = { birthday: target.birthday, latest: localToday() };
  const base = { babyId: target.babyId, momentId: target.momentId, flag: kind };
  return {
    units,
    kind,
    value,
    date,
    place,
    problem,
    serverError,
    saving: save.isPending,
    setKind(next: TagAttrFlag) {
      setKind(next);
      clear();
    },
    setValue(next: number | string) {
      setValue(next);
      clear();
    },
    setDate(next: string) {
      setDate(next);
      clear();
    },
    submit() {
      if (kind === 'footprint_map') {
        // A place's day is optional: an emptied date field sends none.
        const found = tagAttrProblem(kind, { place_name: place.name, measured_on: date || undefined }, bounds);
        setProblem(found);
        if (!found)
          save.mutate({ ...base, placeName: place.name.trim(), measuredOn: date || undefined, ...place.coordinates() });
        return;
      }
      const shown = typeof value === 'number' ? value : Number.parseFloat(value.replace(',', '.'));
      const metric = Number.isFinite(shown) ? fromDisplay(kind, shown, units) : undefined;
      const found = tagAttrProblem(kind, { value: metric, measured_on: date || undefined }, bounds);
      setProblem(found);
      if (found || metric === undefined) return;
      save.mutate({ ...base, value: metric, measuredOn: date });
    },
  };
}
