import { Button } from '@mantine/core';
import type { Translate } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../components/LineIcon';

export function Heart({ filled }: { filled: boolean }) {
  return (
    <LineIcon size={18} fill={filled ? 'currentColor' : 'none'}>
      <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
    </LineIcon>
  );
}

/** The accessible name and tooltip of a like toggle, shared by this button and the timeline card's plain one. */
export function likeLabels(t: Translate<'timeline'>, liked: boolean, count: number): { label: string; title: string } {
  const title = liked ? t('timeline:likes.unlike') : t('timeline:likes.like');
  return { label: `${title} · ${t('timeline:likes.count', { count })}`, title };
}

/** A heart with the like count; pressed when the reader likes the item. */
export function LikeButton({
  liked,
  count,
  disabled,
  onToggle,
  testId = 'like-button',
  variant = 'subtle',
}: {
  liked: boolean;
  count: number;
  disabled?: boolean;
  onToggle: (like: boolean) => void;
  testId?: string;
  variant?: 'subtle' | 'light';
}) {
  const { t } = useTranslation(['timeline']);
  const { label, title } = likeLabels(t, liked, count);
  return (
    <Button
      variant={variant}
      color={liked ? 'pink' : 'gray'}
      size="compact-sm"
      leftSection={<Heart filled={liked} />}
      aria-pressed={liked}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={() => onToggle(!liked)}
      data-testid={testId}
      data-liked={liked}
    >
      <span data-testid={`${testId}-count`}>{count}</span>
    </Button>
  );
}
