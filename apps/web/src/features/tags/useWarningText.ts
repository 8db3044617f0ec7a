import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Warning } from './addTagRules';

/** The words of a dialog warning: the tag dialogs' own, or the server's message for a name rule. */
export function useWarningText(): (warning: Warning) => string {
  const { t } = useTranslation(['tags', 'errors']);
  return useCallback(
    (warning: Warning) => {
      switch (warning) {
        case 'already_selected':
          return t('tags:already_selected');
        case 'none_chosen':
          return t('tags:none_chosen');
        default:
          return t(`errors:${warning}`);
      }
    },
    [t],
  );
}
