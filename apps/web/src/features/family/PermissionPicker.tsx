import { Radio, Stack, Text } from '@mantine/core';
import { PERMISSIONS, type Permission } from '@sprout/shared';
import { useTranslation } from 'react-i18next';

interface Props {
  value: Permission;
  onChange: (value: Permission) => void;
  /** The permissions that may be chosen (nobody grants more than they have). */
  allowed: readonly Permission[];
  label: string;
  disabled?: boolean;
  /** Why the choice is locked, shown under it. */
  note?: string | null;
  testId: string;
}

const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

/** The three permissions of spec §6, strongest first, each with what it allows. */
export function PermissionPicker({ value, onChange, allowed, label, disabled, note, testId }: Props) {
  const { t } = useTranslation(['family', 'labels']);
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => {
        if (isPermission(next)) onChange(next);
      }}
      data-testid={`${testId}-permission`}
    >
      <Stack gap="xs" mt={6}>
        {[...PERMISSIONS].reverse().map((permission) => (
          <Radio
            key={permission}
            value={permission}
            label={t(`labels:permissions.${permission}`)}
            description={t(`family:permission_help.${permission}`)}
            disabled={disabled || !allowed.includes(permission)}
            data-testid={`${testId}-permission-${permission}`}
          />
        ))}
        {note && (
          <Text size="sm" c="orange.8">
            {note}
          </Text>
        )}
      </Stack>
    </Radio.Group>
  );
}
