import type { CSSProperties } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import type { Translate } from '../../lib/i18n';
import { useCaptionDraft } from './useCaptionDraft';

interface CaptionEditorProps {
  caption: string;
  canEdit: boolean;
  /** The caller's translate function: a card on the timeline subscribes to nothing itself. */
  t: Translate<'timeline'>;
  saving: boolean;
  onSave: (caption: string) => Promise<unknown>;
  /**
   * On the timeline the caption shows in a box of fixed lines (and the edit
   * button at a fixed height), so the card is exactly as tall as its row's
   * size; elsewhere it is shown whole.
   */
  box?: { lines: number; lineHeight: number; buttonHeight: number };
}

/** A text clamped to `lines` lines of `lineHeight` px, in a box exactly that tall. */
export function clampStyle(lines: number, lineHeight: number): CSSProperties {
  return { WebkitLineClamp: lines, lineHeight: `${lineHeight}px`, height: lines * lineHeight, flex: 'none' };
}

/** An event's caption, editable in place by those allowed (abilities.update). */
export function CaptionEditor({ caption, canEdit, t, saving, onSave, box }: CaptionEditorProps) {
  const { draft, setDraft, words, max, tooLong, save } = useCaptionDraft(onSave);
  if (draft === null && box) {
    // Plain elements: a card's blocks are mounted by the dozen on every screen of a fast scroll.
    return (
      <>
        {caption && (
          <p
            className="sprout-clamp sprout-card-text"
            style={clampStyle(box.lines, box.lineHeight)}
            data-testid="event-caption"
          >
            {caption}
          </p>
        )}
        {canEdit && (
          <button
            type="button"
            className="sprout-action sprout-action-xs"
            style={{ height: box.buttonHeight }}
            onClick={() => setDraft(caption)}
            data-testid="caption-edit"
          >
            {caption ? t('timeline:caption.edit') : t('timeline:caption.add')}
          </button>
        )}
      </>
    );
  }
  if (draft === null) {
    return (
      <>
        {caption && (
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="event-caption">
            {caption}
          </Text>
        )}
        {canEdit && (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setDraft(caption)}
            data-testid="caption-edit"
            style={{ alignSelf: 'flex-start' }}
          >
            {caption ? t('timeline:caption.edit') : t('timeline:caption.add')}
          </Button>
        )}
      </>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Textarea
        label={t('timeline:caption.label')}
        placeholder={t('timeline:caption.placeholder')}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            setDraft(null);
          }
        }}
        autosize
        minRows={2}
        maxRows={8}
        autoFocus
        description={
          <span data-testid="caption-counter" data-over={tooLong || undefined}>
            {t('timeline:caption.counter', { words, max })}
          </span>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={tooLong ? t('timeline:caption.too_many_words') : undefined}
        data-testid="caption-input"
      />
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button variant="default" size="xs" onClick={() => setDraft(null)}>
          {t('timeline:caption.cancel')}
        </Button>
        <Button type="submit" size="xs" loading={saving} disabled={tooLong} data-testid="caption-save">
          {t('timeline:caption.save')}
        </Button>
      </Group>
    </form>
  );
}
