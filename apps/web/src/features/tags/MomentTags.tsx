import { CloseButton, Group, Pill, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { fetchMomentTags } from '../../api/tags';
import { queryKeys } from '../../api/queryKeys';
import { useActiveBaby } from '../babies';
import { useUntag } from './useUntag';

/**
 * The viewer's tags of the moment shown: each a chip; those who may tag
 * (uploaders and Admins, spec §6) take one off with its ×. Nothing when the
 * moment has no tag.
 */
export function MomentTags({ moment }: { moment: MomentReply }) {
  const { t } = useTranslation(['tags']);
  const { active } = useActiveBaby();
  const babyId = moment.baby_id;
  const records = useQuery({
    queryKey: queryKeys.momentTags(babyId, moment.id),
    queryFn: ({ signal }) => fetchMomentTags(babyId, moment.id, signal),
  });
  const untag = useUntag(babyId);
  const list = records.data?.tagging_records ?? [];
  if (list.length === 0) return null;
  const canUntag = active?.abilities.upload === true && active.with_user.linked_baby.id === babyId;
  return (
    <Group gap={6} mt="xs" role="list" aria-label={t('tags:moment_tags')} data-testid="viewer-tags">
      {list.map((record) => (
        <Pill
          key={record.id}
          role="listitem"
          size="md"
          data-testid="viewer-tag"
          data-record-id={record.id}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 2, paddingInlineEnd: canUntag ? 2 : undefined }}
        >
          <Text span size="sm">
            {record.tag_name}
          </Text>
          {canUntag && (
            <CloseButton
              size="xs"
              aria-label={t('tags:remove_label', { name: record.tag_name })}
              disabled={untag.isPending}
              onClick={() => untag.mutate(record.id)}
              data-testid="viewer-untag"
            />
          )}
        </Pill>
      ))}
    </Group>
  );
}
