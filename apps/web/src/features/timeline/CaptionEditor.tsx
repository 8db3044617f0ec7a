import { useState } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { LIMITS, wordCount } from '@sprout/shared';
import { useTranslation } from 'react-i18next';

interface CaptionEditorProps {
  caption: string;
  canEdit: boolean;
  saving: boolean;
  onSave: (caption: string) => Promise<unknown>;
  /** Long captions are clamped on the timeline (rows stay a bounded height) and shown whole elsewhere. */
  clamp?: boolean;
}

/** An event's caption, editable in place by those allowed (abilities.update). */
export function CaptionEditor({ caption, canEdit, saving, onSave, clamp = false }: CaptionEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <>
        {caption && (
          <Text className={clamp ? 'sprout-caption-clamp' : undefined} style={{ whiteSpace: 'pre-wrap' }} data-testid="event-caption">
            {caption}
          </Text>
        )}
        {canEdit && (
          <Button variant="subtle" size="compact-xs" onClick={() => setDraft(caption)} data-testid="caption-edit" style={{ alignSelf: 'flex-start' }}>
            {caption ? t('caption.edit') : t('caption.add')}
          </Button>
        )}
      </>
    );
  }
  const words = wordCount(draft);
  const tooLong = words > LIMITS.maxTextWords;
  const save = async () => {
    if (tooLong) return;
    try {
      await onSave(draft.trim());
      setDraft(null);
    } catch {
      // the mutation reported it; keep the draft
    }
  };
  return (
    <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <Textarea
        label={t('caption.label')}
        placeholder={t('caption.placeholder')}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); setDraft(null); } }}
        autosize
        minRows={2}
        maxRows={8}
        autoFocus
        error={tooLong ? t('caption.too_many_words') : undefined}
        data-testid="caption-input"
      />
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button variant="default" size="xs" onClick={() => setDraft(null)}>{t('caption.cancel')}</Button>
        <Button type="submit" size="xs" loading={saving} disabled={tooLong} data-testid="caption-save">{t('caption.save')}</Button>
      </Group>
    </form>
  );
}
