import { useState } from 'react';
import { queryKeys } from '../../api/queryKeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { tagAttrProblem, type TagAttrProblem, type TagAttrReply } from '@sprout/shared';
import { updateTagAttr } from '../../api/tagAttrs';
import { isApiError } from '../../api/ApiError';
import { useErrorText } from '../../hooks/useErrorText';
import { usePlaceFields } from './usePlaceFields';

/** Changing a place's name or coordinates (PUT /baby_moment_tag_attrs/{id}), checked by the server's rules first. */
export function usePlaceEdit(attr: TagAttrReply, onDone: () => void) {
  const { t } = useTranslation(['growth']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<TagAttrProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const place = usePlaceFields(attr.place ?? { name: '', latitude: null, longitude: null }, () => {
    setProblem(null);
    setServerError(null);
  });
  const save = useMutation({
    mutationFn: () => updateTagAttr(attr.id, { placeName: place.name.trim(), ...place.pointEdit() }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('growth:place_saved') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.tagAttrs(attr.baby_id) });
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
  return {
    place,
    problem,
    serverError,
    saving: save.isPending,
    submit() {
      // The day is not edited here; the rule only needs the name.
      const found = tagAttrProblem(
        'footprint_map',
        { place_name: place.name },
        { birthday: null, latest: '9999-12-31' },
      );
      setProblem(found);
      if (!found) save.mutate();
    },
  };
}
