import { useState } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { LIMITS, wordCount } from '@sprout/shared';
import { useTranslation } from 'react-i18next';

/** Writes a comment: at most 1000 words (spec §5), with the count shown and a warning past it. */
export function CommentComposer({
  sending,
  onSend,
}: {
  sending: boolean;
  onSend: (content: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(['timeline']);
  const [content, setContent] = useState('');
  const words = wordCount(content);
  const tooLong = words > LIMITS.maxTextWords;
  const empty = content.trim() === '';
  const send = async () => {
    if (tooLong || empty) return;
    try {
      await onSend(content.trim());
      setContent('');
    } catch {
      // reported by the mutation; the text stays
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      data-testid="comment-form"
    >
      <Textarea
        label={t('timeline:comments.label')}
        placeholder={t('timeline:comments.placeholder')}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void send();
          }
        }}
        autosize
        minRows={2}
        maxRows={6}
        error={tooLong ? t('timeline:comments.too_many_words') : undefined}
        data-testid="comment-input"
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} data-testid="comment-words">
          {t('timeline:comments.words', { count: words, max: LIMITS.maxTextWords })}
        </Text>
        <Button type="submit" size="xs" loading={sending} disabled={tooLong || empty} data-testid="comment-send">
          {t('timeline:comments.send')}
        </Button>
      </Group>
    </form>
  );
}
