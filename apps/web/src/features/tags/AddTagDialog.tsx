import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AddTagTarget } from './addTagStore';
import { AddMeasurementButton } from '../growth';
import { NewTagDialog } from './NewTagDialog';
import { TagCover } from './TagCover';
import { TagName } from './TagName';
import { useAddTag } from './useAddTag';
import classes from './tags.module.css';
import { useWarningText } from './useWarningText';

/** Spec §9: the tag list is at most 376 px high and scrolls beyond that. */
const LIST_MAX_HEIGHT = 376;

type AddTag = ReturnType<typeof useAddTag>;

/** One of the baby's tags as a checkbox row: cover, name, counts, and whether the moment has it already. */
function TagOption({ tag, dialog }: { tag: AddTag['tags'][number]; dialog: AddTag }) {
  const { t } = useTranslation(['tags']);
  const choice = { kind: 'tag' as const, id: tag.id, name: tag.tag_name };
  const on = dialog.alreadyOn.has(tag.id);
  const checked = dialog.isChosen(choice);
  return (
    <UnstyledButton
      className={classes.row}
      role="checkbox"
      aria-checked={checked || on}
      data-checked={checked}
      data-already={on}
      onClick={() => dialog.pick(choice)}
      data-testid="add-tag-option"
      data-tag-id={tag.id}
    >
      <TagCover tag={tag} size={40} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <TagName name={tag.tag_name} fw={600} size="sm" />
        <Text size="xs" c="dimmed">
          {t('tags:counts_line', { pictures: tag.pictures_count, videos: tag.videos_count })}
        </Text>
      </Stack>
      {on && (
        <Badge variant="light" color="gray" size="sm">
          {t('tags:on_this')}
        </Badge>
      )}
      {checked && (
        <Badge variant="filled" size="sm" aria-hidden>
          ✓
        </Badge>
      )}
    </UnstyledButton>
  );
}

/** Suggested names (spec §5), picked like tags and made when confirmed. */
function Suggestions({ dialog }: { dialog: AddTag }) {
  const { t } = useTranslation(['tags']);
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {t('tags:suggested')}
      </Text>
      <Group gap={6}>
        {dialog.suggestions.map((s) => {
          const choice = { kind: 'name' as const, name: s.tag_name };
          const checked = dialog.isChosen(choice);
          return (
            <Button
              key={s.tag_name}
              size="compact-sm"
              radius="xl"
              variant={checked ? 'filled' : 'light'}
              aria-pressed={checked}
              onClick={() => dialog.pick(choice)}
              data-testid="add-tag-suggestion"
            >
              {s.tag_name}
            </Button>
          );
        })}
      </Group>
    </div>
  );
}

/**
 * The add-tag dialog (spec §2): the baby's tags with cover, picture and video
 * counts to choose from, suggestions, a new-tag button and confirm; every
 * rule of spec §5 is a warning here, and nothing is sent while one stands.
 */
export function AddTagDialog({ target, onClose }: { target: AddTagTarget; onClose: () => void }) {
  const { t } = useTranslation(['tags', 'common']);
  const warningText = useWarningText();
  const dialog = useAddTag(target, onClose);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title={t('tags:add_tag_title')}
        centered
        zIndex={300}
        size="md"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        data-testid="add-tag-dialog"
      >
        {dialog.isLoading ? (
          <Center py="lg">
            <Loader size="sm" aria-label={t('tags:loading')} />
          </Center>
        ) : (
          <Stack gap="sm">
            {dialog.warning && (
              <Alert color="yellow" role="alert" py={6} data-testid="add-tag-warning">
                {warningText(dialog.warning)}
              </Alert>
            )}
            <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto" data-testid="add-tag-list">
              <Stack gap={4} pr={12} role="group" aria-label={t('tags:list_title')}>
                {dialog.tags.map((tag) => (
                  <TagOption key={tag.id} tag={tag} dialog={dialog} />
                ))}
                {dialog.tags.length === 0 && (
                  <Text size="sm" c="dimmed" py="xs">
                    {t('tags:list_empty')}
                  </Text>
                )}
              </Stack>
            </ScrollArea.Autosize>
            {dialog.suggestions.length > 0 && <Suggestions dialog={dialog} />}
            <Group justify="space-between" mt="xs">
              <Group gap="xs">
                <Button variant="light" onClick={() => setCreating(true)} data-testid="add-tag-new">
                  {t('tags:new_tag')}
                </Button>
                <AddMeasurementButton babyId={target.babyId} momentId={dialog.momentIds[0]} />
              </Group>
              <Group gap="xs">
                <Button variant="default" onClick={onClose} data-testid="add-tag-cancel">
                  {t('tags:cancel')}
                </Button>
                <Button onClick={dialog.confirm} loading={dialog.saving} data-testid="add-tag-confirm">
                  {t('tags:confirm')}
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
      </Modal>
      <NewTagDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCommit={dialog.commitNewTag}
        committing={dialog.creating}
      />
    </>
  );
}
