import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ageText, localDate, type AgeTranslate, type CalendarDate } from './ageText';

/** Age text in the reader's language for a Unix time (or a calendar date), from the baby's birthday. */
export function useAgeText(birthday: string | null | undefined): (at: number | CalendarDate) => string {
  const { t, i18n } = useTranslation(['timeline']);
  const language = i18n.language;
  return useCallback(
    (at: number | CalendarDate) => {
      const translate: AgeTranslate = (key, options) => t(key, options);
      return ageText(birthday, typeof at === 'number' ? localDate(at) : at, language, translate);
    },
    [t, language, birthday],
  );
}
