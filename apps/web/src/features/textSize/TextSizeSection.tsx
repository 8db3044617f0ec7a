import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isTextSize, TEXT_SIZES } from './textSize';
import { saveTextSize, useTextSizeValue } from './textSizeStore';

/** The profile's text size: normal, large or larger, for this user on this device. */
export function TextSizeSection({ userId }: { userId: number }) {
  const { t } = useTranslation(['account']);
  const size = useTextSizeValue();
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4" id="text-size-heading">
        {t('account:profile.text_size')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account:profile.text_size_help')}
      </Text>
      <SegmentedControl
        aria-labelledby="text-size-heading"
        value={size}
        onChange={(value) => isTextSize(value) && saveTextSize(userId, value)}
        data={TEXT_SIZES.map((value) => ({ value, label: t(`account:profile.text_size_${value}`) }))}
        maw={420}
        data-testid="profile-text-size"
      />
    </Stack>
  );
}
