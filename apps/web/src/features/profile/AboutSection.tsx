import { useState } from 'react';
import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserReply } from '@sprout/shared';
import { useErrorText } from '../../hooks/useErrorText';
import { useSaveProfile } from './useProfileActions';

/** Name (trimmed when saved), gender and profile picture. */
export function AboutSection({ user }: { user: UserReply }) {
  const { t } = useTranslation(['account']);
  const errorText = useErrorText();
  const { fields, picture } = useSaveProfile();
  const [name, setName] = useState(user.name);
  const [gender, setGender] = useState(user.gender ?? 'unknown');
  const [phone, setPhone] = useState(user.phone ?? '');
  const failed = fields.error ?? picture.error;
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {t('account:profile.about_heading')}
      </Title>
      <Group gap="md">
        <Avatar
          src={user.profile_picture}
          size={72}
          radius="xl"
          alt={t('account:profile.photo_alt')}
          data-testid="profile-avatar"
        >
          {user.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <FileButton
          onChange={(file) => file && picture.mutate(file)}
          accept="image/jpeg,image/png,image/webp,image/gif,image/heic"
        >
          {(props) => (
            <Button {...props} variant="default" loading={picture.isPending} data-testid="profile-photo">
              {t('account:profile.photo_choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          fields.mutate({ name, gender, phone });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('account:profile.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            autoComplete="name"
            data-testid="profile-name"
          />
          <TextInput
            label={t('account:profile.phone')}
            description={t('account:profile.phone_hint')}
            type="tel"
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            autoComplete="tel"
            data-testid="profile-phone"
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('account:profile.gender')}
            </Text>
            <SegmentedControl
              value={gender}
              onChange={setGender}
              data={(['girl', 'boy', 'unknown'] as const).map((value) => ({
                value,
                label: t(`account:profile.gender_${value}`),
              }))}
              data-testid="profile-gender"
            />
          </div>
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {errorText(failed)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={fields.isPending} data-testid="profile-save">
              {t('account:profile.save')}
            </Button>
            {fields.isSuccess && fields.variables.locale === undefined && (
              <Text size="sm" c="teal.8" data-testid="profile-saved">
                {t('account:profile.saved')}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
