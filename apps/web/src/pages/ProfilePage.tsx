import { Divider, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AboutSection } from '../features/profile/AboutSection';
import { DeleteAccountSection } from '../features/profile/DeleteAccountSection';
import { EmailSection } from '../features/profile/EmailSection';
import { LanguageSection } from '../features/profile/LanguageSection';
import { LinkedSignInsSection } from '../features/profile/LinkedSignInsSection';
import { PasswordSection } from '../features/profile/PasswordSection';
import { TextSizeSection } from '../features/textSize/TextSizeSection';
import { NotificationsSection } from '../features/notifications';
import { SpaceSection } from '../features/vip';
import { useCurrentUser } from '../hooks/useCurrentUser';

/** /profile, from the header: the user's name, photo, language, text size, password, address, and deleting the account. */
export function ProfilePage() {
  const { t } = useTranslation(['account']);
  const user = useCurrentUser();
  if (!user.data)
    return (
      <Stack align="center" mt="xl">
        <Loader aria-hidden />
      </Stack>
    );
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" my="md" data-testid="profile-page">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('account:profile.heading')}
        </Title>
        <AboutSection user={user.data} />
        <Divider />
        <LanguageSection user={user.data} />
        <Divider />
        <TextSizeSection userId={user.data.id} />
        <Divider />
        <NotificationsSection />
        <Divider />
        <SpaceSection />
        <Divider />
        <EmailSection user={user.data} />
        <Divider />
        <PasswordSection />
        <Divider />
        <LinkedSignInsSection />
        <Divider />
        <DeleteAccountSection />
      </Stack>
    </Paper>
  );
}
