import { Button } from '@mantine/core';
import type { MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useActiveBaby } from '../babies';
import { openAddTag } from './addTagStore';
import { TagMark } from './TagCover';

/** The viewer's "Add tag" (spec §2): shown to those who may tag, that is who may upload. */
export function AddTagButton({ moment }: { moment: MomentReply }) {
  const { t } = useTranslation(['tags']);
  const { active } = useActiveBaby();
  if (!active?.abilities.upload || active.with_user.linked_baby.id !== moment.baby_id) return null;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<TagMark />}
      onClick={() => openAddTag({ babyId: moment.baby_id, momentIds: [moment.id] })}
      data-testid="viewer-add-tag"
    >
      {t('tags:add_tag')}
    </Button>
  );
}
