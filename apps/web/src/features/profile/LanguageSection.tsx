import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES, type UserReply } from '@sprout/shared';
import { LANGUAGE_NAMES } from '../../lib/i18n';
import { useSaveProfile } from './useProfileActions';

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

/** The account's language: the album shows it, and Sprout's mails to the user are written in it. */
export function LanguageSection({ user }: { user: UserReply }) {
  const { t } = useTranslation(['account']);
  const { fields } = useSaveProfile();
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {t('account:profile.language')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account:profile.language_help')}
      </Text>
      <NativeSelect
        aria-label={t('account:profile.language')}
        data={OPTIONS}
        value={user.locale}
        onChange={(event) => fields.mutate({ locale: event.currentTarget.value })}
        disabled={fields.isPending}
        maw={260}
        data-testid="profile-language"
      />
    </Stack>
  );
}
