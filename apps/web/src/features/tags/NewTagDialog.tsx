import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Warning } from './addTagRules';
import { useWarningText } from './useWarningText';

/** The new-tag dialog: one text input, cancel and commit. A name that breaks a rule is refused here, and nothing is sent. */
export function NewTagDialog({
  opened,
  onClose,
  onCommit,
  committing,
}: {
  opened: boolean;
  onClose: () => void;
  onCommit: (name: string) => Promise<{ made: boolean; warning: Warning | null }>;
  committing: boolean;
}) {
  const { t } = useTranslation(['tags', 'common']);
  const warningText = useWarningText();
  const [name, setName] = useState('');
  const [warning, setWarning] = useState<Warning | null>(null);
  const close = () => {
    setName('');
    setWarning(null);
    onClose();
  };
  const commit = async () => {
    const result = await onCommit(name);
    setWarning(result.warning);
    if (result.made) close();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('tags:new_tag_title')}
      centered
      zIndex={320}
      size="sm"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-testid="new-tag-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void commit();
        }}
        noValidate
      >
        <TextInput
          label={t('tags:new_tag_label')}
          placeholder={t('tags:new_tag_placeholder')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setWarning(null);
          }}
          error={warning ? warningText(warning) : undefined}
          data-autofocus
          data-testid="new-tag-input"
          errorProps={{ role: 'alert', 'data-testid': 'new-tag-warning' }}
        />
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={close} data-testid="new-tag-cancel">
            {t('tags:cancel')}
          </Button>
          <Button type="submit" loading={committing} data-testid="new-tag-commit">
            {t('tags:commit')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
