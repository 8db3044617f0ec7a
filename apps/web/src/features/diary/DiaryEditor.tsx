import { Alert, Button, Group, MultiSelect, Select, Stack, Text, Textarea } from '@mantine/core';
import { PRIVACY_LEVELS, type EventReply, type Privacy } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useFamilyMembers } from '../family';
import { viewableMoments } from '../media';
import { DiaryMediaField } from './DiaryMediaField';
import { useDiaryEditor } from './useDiaryEditor';

/** The diary editor: text with its counter, who sees it, and draft / publish with their in-progress states. */
export function DiaryEditor({
  babyId,
  event,
  onSaved,
}: {
  babyId: number;
  event: EventReply | null;
  onSaved: (event: EventReply) => void;
}) {
  const { t } = useTranslation(['tags', 'labels', 'errors']);
  const editor = useDiaryEditor(babyId, event, onSaved);
  const family = useFamilyMembers(babyId);
  const memberOptions = (family.data?.list ?? []).map((m) => ({
    value: String(m.user.id),
    label: m.is_me ? `${m.user.name} ✓` : m.user.name,
  }));
  const busy = editor.busy !== null;
  return (
    <Stack gap="sm" data-testid="diary-editor">
      <Textarea
        label={t('tags:diary_screen.text_label')}
        placeholder={t('tags:diary_screen.text_placeholder')}
        value={editor.text}
        onChange={(e) => editor.setText(e.currentTarget.value)}
        autosize
        minRows={6}
        maxRows={16}
        data-autofocus
        data-testid="diary-text"
      />
      <Text size="xs" c={editor.counter.over ? 'red' : 'dimmed'} ta="right" data-testid="diary-counter">
        {t('tags:diary_screen.counter', { words: editor.counter.words, length: editor.counter.length })}
      </Text>
      <Select
        label={t('tags:diary_screen.privacy_label')}
        data={PRIVACY_LEVELS.map((p) => ({ value: p, label: t(`labels:privacy.${p}`) }))}
        value={editor.privacy}
        onChange={(value) => value && editor.setPrivacy(value as Privacy)}
        allowDeselect={false}
        comboboxProps={{ zIndex: 1000 }}
        data-testid="diary-privacy"
      />
      {editor.privacy === 'custom' && (
        <MultiSelect
          label={t('tags:diary_screen.members_label')}
          data={memberOptions}
          value={editor.members.map(String)}
          onChange={(values) => editor.setMembers(values.map(Number))}
          comboboxProps={{ zIndex: 1000 }}
          data-testid="diary-members"
        />
      )}
      <DiaryMediaField media={editor.media} held={event ? viewableMoments(event.moments) : []} />
      {editor.waitForMedia && (
        <Alert color="blue" role="status" py={6} data-testid="diary-wait-media">
          {t('tags:diary_screen.media_sending')}
        </Alert>
      )}
      {editor.problem && (
        <Alert color="yellow" role="alert" py={6} data-testid="diary-warning">
          {t(`errors:${editor.problem}`)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        {editor.isDraft && (
          <Button
            variant="default"
            onClick={editor.saveDraft}
            loading={editor.busy === 'draft'}
            disabled={busy && editor.busy !== 'draft'}
            data-testid="diary-save-draft"
          >
            {editor.busy === 'draft' ? t('tags:diary_screen.saving') : t('tags:diary_screen.save_draft')}
          </Button>
        )}
        <Button
          onClick={editor.publish}
          loading={editor.busy === 'publish' || editor.busy === 'save'}
          disabled={editor.busy === 'draft'}
          data-testid="diary-publish"
        >
          {editor.isDraft ? t('tags:diary_screen.publish') : t('tags:diary_screen.save')}
        </Button>
      </Group>
    </Stack>
  );
}
