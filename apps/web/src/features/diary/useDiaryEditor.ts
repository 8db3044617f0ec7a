import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { EventReply, Privacy } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { createDiary, editDiary } from '../../api/diary';
import { queryKeys } from '../../api/queryKeys';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useErrorText } from '../../hooks/useErrorText';
import { refreshTimeline } from '../timeline';
import { diaryCounter, diaryProblem, diaryTextOf } from './diaryRules';
import { useDiaryMedia } from './useDiaryMedia';

type Action = 'draft' | 'publish' | 'save';

/**
 * The diary editor (spec §2 diaryEdit): the text with its counter, who sees
 * it (custom members included), and saving as a draft, publishing, or saving
 * a published entry, each with its in-progress state. Rules are checked here
 * first (nothing is sent while one fails) and again by the server.
 */
export function useDiaryEditor(babyId: number, event: EventReply | null, onSaved: (event: EventReply) => void) {
  const { t } = useTranslation(['tags']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const me = useCurrentUser().data?.id ?? null;
  const moment = event ? diaryTextOf(event) : null;
  const [text, setText] = useState(moment?.content ?? '');
  const [privacy, setPrivacy] = useState<Privacy>(
    event?.draft ? (event.draft_privacy ?? 'family_and_relatives') : (moment?.privacy ?? 'family_and_relatives'),
  );
  const [members, setMembers] = useState<number[]>(
    event?.draft ? (event.draft_visible_for_ids ?? []) : (moment?.visible_for_ids ?? []),
  );
  const [tried, setTried] = useState(false);
  const problem = diaryProblem(text, privacy, members, me);
  const media = useDiaryMedia(babyId);

  const save = useMutation({
    mutationFn: (action: Action) => {
      const entry = { content: text.trim(), privacy, visible_for_ids: members, moment_ids: media.momentIds };
      return event ? editDiary(event.id, entry, action === 'publish') : createDiary(babyId, entry, action === 'draft');
    },
    onSuccess: (saved, action) => {
      media.clear();
      void refreshTimeline(queryClient, babyId);
      queryClient.setQueryData(queryKeys.event(saved.id), saved);
      const message =
        action === 'draft' || saved.draft
          ? t('tags:diary_screen.saved_draft')
          : action === 'publish'
            ? t('tags:diary_screen.published')
            : t('tags:diary_screen.saved');
      notifications.show({ color: 'teal', message });
      onSaved(saved);
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('tags:diary_screen.save_failed'),
        message: errorText(error),
        withBorder: true,
      }),
  });

  const run = (action: Action) => {
    setTried(true);
    if (problem || media.sending) return;
    save.mutate(action);
  };
  return {
    text,
    setText,
    privacy,
    setPrivacy,
    members,
    setMembers,
    me,
    counter: diaryCounter(text),
    /** Shown once the user tried to save, so an empty new page is not red. */
    problem: tried ? problem : null,
    /** Files still on their way when the user tried to save. */
    waitForMedia: tried && media.sending,
    media,
    isDraft: event === null || event.draft === true,
    busy: save.isPending ? save.variables : null,
    saveDraft: () => run('draft'),
    publish: () => run(event && !event.draft ? 'save' : 'publish'),
  };
}
