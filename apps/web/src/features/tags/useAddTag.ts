import { useState } from 'react';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { createTag, fetchMomentTags, tagMoments, type TagChoice } from '../../api/tags';
import { queryKeys } from '../../api/queryKeys';
import { useErrorText } from '../../hooks/useErrorText';
import { useEventDetail } from '../timeline';
import { choiceKey, confirmProblem, newTagProblem, toggleChoice, type Choice, type Warning } from './addTagRules';
import type { AddTagTarget } from './addTagStore';
import { useFirstTags } from './useTags';

/**
 * The add-tag dialog's state: the baby's tags and suggestions, the tags the
 * moments already have, what is chosen, the warning of the last refused step
 * (spec §5), and the calls that make a tag and put the chosen ones on.
 */
export function useAddTag(target: AddTagTarget, onDone: () => void) {
  const { t } = useTranslation(['tags']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { babyId } = target;
  const event = useEventDetail('eventId' in target ? target.eventId : null, null);
  const momentIds = 'momentIds' in target ? target.momentIds : (event.event?.moments.map((m) => m.id) ?? []);
  const tags = useFirstTags(babyId);
  const onMoments = useQueries({
    queries: momentIds.map((momentId) => ({
      queryKey: queryKeys.momentTags(babyId, momentId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchMomentTags(babyId, momentId, signal),
    })),
  });
  // A tag is "already selected" when every moment has it.
  const alreadyOn = new Set<number>();
  if (onMoments.length > 0 && onMoments.every((q) => q.data)) {
    const [first, ...rest] = onMoments.map((q) => new Set(q.data?.tagging_records.map((r) => r.tag_id)));
    for (const id of first ?? []) if (rest.every((s) => s.has(id))) alreadyOn.add(id);
  }
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [warning, setWarning] = useState<Warning | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.tags(babyId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.taggings(babyId) });
  };

  const create = useMutation({
    mutationFn: (name: string) => createTag(babyId, name),
    onSuccess: (tag) => {
      setChosen((current) => [...current, { kind: 'tag', id: tag.id, name: tag.tag_name }]);
      setWarning(null);
      refresh();
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: t('tags:create_failed'), message: errorText(error), withBorder: true }),
  });

  const save = useMutation({
    mutationFn: (choices: TagChoice[]) => tagMoments(babyId, momentIds, choices),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('tags:tagged') });
      refresh();
      onDone();
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: t('tags:tag_failed'), message: errorText(error), withBorder: true }),
  });

  return {
    tags: tags.data?.tags ?? [],
    suggestions: tags.data?.recommend_tags ?? [],
    isLoading: tags.isPending || event.isPending || onMoments.some((q) => q.isPending),
    alreadyOn,
    chosen,
    isChosen: (choice: Choice) => chosen.some((c) => choiceKey(c) === choiceKey(choice)),
    warning,
    pick(choice: Choice) {
      const next = toggleChoice(chosen, choice, alreadyOn);
      setChosen(next.chosen);
      setWarning(next.warning);
    },
    /** The new-tag dialog's commit: the rule a name breaks (and nothing sent), or whether the tag was made. */
    async commitNewTag(name: string): Promise<{ made: boolean; warning: Warning | null }> {
      const problem = newTagProblem(name);
      if (problem) return { made: false, warning: problem };
      try {
        await create.mutateAsync(name.trim());
        return { made: true, warning: null };
      } catch {
        // onError told the user why.
        return { made: false, warning: null };
      }
    },
    creating: create.isPending,
    confirm() {
      const problem = confirmProblem(chosen);
      setWarning(problem);
      if (problem || momentIds.length === 0) return;
      save.mutate(chosen.map((c) => (c.kind === 'tag' ? { tag_id: c.id } : { tag_name: c.name })));
    },
    saving: save.isPending,
    /** The moments being tagged (a measurement goes on the first). */
    momentIds,
  };
}
