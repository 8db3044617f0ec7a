import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFamilyMembers } from '../family';
import { customAudience } from './audience';

interface MemberPickerProps {
  babyId: number;
  posterId: number;
  initial: readonly number[];
  opened: boolean;
  onClose: () => void;
  onSave: (ids: number[]) => void;
}

/**
 * The custom audience (spec §5): the baby's family members as checkboxes; the
 * poster is always ticked and cannot be unticked ("Yourself must choice"),
 * and saving with nobody else says "At least one member must be selected".
 */
export function MemberPicker({ babyId, posterId, initial, opened, onClose, onSave }: MemberPickerProps) {
  const { t } = useTranslation(['uploads', 'errors', 'common']);
  const members = useFamilyMembers(opened ? babyId : null);
  const [chosen, setChosen] = useState<number[]>(() => initial.filter((id) => id !== posterId));
  const [error, setError] = useState<string | null>(null);
  const toggle = (id: number, on: boolean) => {
    setError(null);
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  };
  const save = () => {
    const result = customAudience(chosen, posterId);
    if ('error' in result) setError(t(`errors:${result.error}`));
    else onSave(result.ids);
  };
  const list = members.data?.list ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('uploads:privacy.members_title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-testid="member-picker"
    >
      <Stack gap="xs">
        {list.map((member) => {
          const me = member.user.id === posterId;
          return (
            <Checkbox
              key={member.user.id}
              label={me ? `${member.user.name} · ${t('uploads:privacy.yourself')}` : member.user.name}
              description={me ? t('errors:must_choose_yourself') : undefined}
              checked={me || chosen.includes(member.user.id)}
              disabled={me}
              onChange={(event) => toggle(member.user.id, event.currentTarget.checked)}
              data-testid="member-choice"
              data-me={me ? 'true' : 'false'}
            />
          );
        })}
        {error && (
          <Text c="red.8" size="sm" role="alert" data-testid="member-picker-error">
            {error}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('uploads:privacy.cancel')}
          </Button>
          <Button onClick={save} data-testid="member-picker-save">
            {t('uploads:privacy.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
