import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { PRIVACY_LEVELS, type Privacy } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { normalizeAudience, type AudienceChoice } from './audience';
import { MemberPicker } from './MemberPicker';
import { PrivacyIcon } from './PrivacyIcon';
import { useAudienceReach } from './useAudienceReach';

interface PrivacyPickerProps {
  babyId: number;
  posterId: number;
  value: AudienceChoice;
  onChange: (choice: AudienceChoice) => void;
  disabled?: boolean;
  /** The field's label: the batch's ("Who can see these") unless given. */
  label?: string;
  testId?: string;
}

/** The four privacy levels; custom opens the member picker, and changes only once members are saved. */
export function PrivacyPicker({
  babyId,
  posterId,
  value,
  onChange,
  disabled,
  label,
  testId = 'privacy-picker',
}: PrivacyPickerProps) {
  const { t } = useTranslation(['uploads']);
  const [picking, setPicking] = useState(false);
  const reach = useAudienceReach(babyId, posterId, value);
  const pick = (privacy: Privacy) => {
    if (privacy === 'custom') setPicking(true);
    else onChange(normalizeAudience({ privacy, visibleForIds: [] }));
  };
  return (
    <Stack gap={4} style={{ flex: 1 }}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Select
          label={label ?? t('uploads:privacy.label')}
          size="xs"
          value={value.privacy}
          data={PRIVACY_LEVELS.map((level) => ({ value: level, label: t(`uploads:privacy.${level}`) }))}
          onChange={(next) => next && pick(next as Privacy)}
          leftSection={<PrivacyIcon privacy={value.privacy} />}
          allowDeselect={false}
          disabled={disabled}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          style={{ flex: 1 }}
          data-testid={testId}
        />
        {value.privacy === 'custom' && (
          <Button
            size="xs"
            variant="light"
            onClick={() => setPicking(true)}
            disabled={disabled}
            data-testid={`${testId}-members`}
          >
            {t('uploads:privacy.members_count', { count: value.visibleForIds.length })}
          </Button>
        )}
        {picking && (
          <MemberPicker
            babyId={babyId}
            posterId={posterId}
            initial={value.privacy === 'custom' ? value.visibleForIds : []}
            opened={picking}
            onClose={() => setPicking(false)}
            onSave={(ids) => {
              setPicking(false);
              onChange({ privacy: 'custom', visibleForIds: ids });
            }}
          />
        )}
      </Group>
      {reach && (
        <Text size="xs" c="dimmed" aria-live="polite" data-testid={`${testId}-reach`}>
          {reach}
        </Text>
      )}
    </Stack>
  );
}
