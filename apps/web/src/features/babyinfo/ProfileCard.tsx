import { Alert, Button, Group, Paper, Radio, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { GENDERS, NAME_MAX, type FamilyRelationReply, type Gender } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { RelationPicker, useOwnRelationChoices } from '../family';
import { ProfilePhoto } from './ProfilePhoto';
import type { DateKind, ProfileProblem } from './profileForm';
import { ProfileFacts } from './ProfileFacts';
import { useProfileForm } from './useProfileForm';

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

type ProfileForm = ReturnType<typeof useProfileForm>;

/** What only an Admin edits: the name, born or expected with the date, and the gender. */
function AdminFields({
  form,
  problemText,
}: {
  form: ProfileForm;
  problemText: (problem: ProfileProblem | undefined) => string | undefined;
}) {
  const { t } = useTranslation(['family']);
  return (
    <>
      <TextInput
        label={t('family:babyinfo.profile.name')}
        value={form.draft.name}
        onChange={(event) => form.setName(event.currentTarget.value)}
        maxLength={NAME_MAX}
        error={problemText(form.problems.name)}
        required
        data-testid="profile-name"
      />
      <Stack gap={6}>
        <SegmentedControl
          value={form.draft.dateKind}
          onChange={(value) => form.setDateKind(value as DateKind)}
          data={[
            { value: 'birthday', label: t('family:babyinfo.profile.born') },
            { value: 'due_date', label: t('family:babyinfo.profile.expecting') },
          ]}
          aria-label={t('family:babyinfo.profile.date_kind')}
          data-testid="profile-date-kind"
          w="fit-content"
          size="xs"
        />
        <TextInput
          type="date"
          label={
            form.draft.dateKind === 'due_date'
              ? t('family:babyinfo.profile.due_date')
              : t('family:babyinfo.profile.birthday')
          }
          value={form.draft.birthday}
          onChange={(event) => form.setBirthday(event.currentTarget.value)}
          error={problemText(form.problems.birthday)}
          required
          w={220}
          data-testid="profile-birthday"
        />
      </Stack>
      <Radio.Group
        label={t('family:babyinfo.profile.gender')}
        value={form.draft.gender}
        onChange={(value) => {
          if (isGender(value)) form.setGender(value);
        }}
        error={problemText(form.problems.gender)}
        required
        data-testid="profile-gender"
      >
        <Group gap="lg" mt={6}>
          {GENDERS.map((gender) => (
            <Radio
              key={gender}
              value={gender}
              label={t(`family:babyinfo.gender.${gender}`)}
              data-testid={`profile-gender-${gender}`}
            />
          ))}
        </Group>
      </Radio.Group>
    </>
  );
}

/** The baby's profile: Admins edit it all; everyone else reads it and sets their own relation. */
export function ProfileCard({ relation }: { relation: FamilyRelationReply }) {
  const { t } = useTranslation(['family', 'errors']);
  const form = useProfileForm(relation);
  const baby = relation.with_user.linked_baby;
  // Closeness is the Admin's to grant: the server says which relations one may give oneself.
  const relations = useOwnRelationChoices(baby.id, relation.relation);
  const problemText = (problem: ProfileProblem | undefined) =>
    problem ? t(`family:babyinfo.problems.${problem}`, { max: NAME_MAX }) : undefined;

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="profile-heading"
      data-testid="profile-card"
    >
      <Title order={2} fz="h3" mb="md" id="profile-heading">
        {t('family:babyinfo.profile.heading')}
      </Title>
      <form onSubmit={form.submit} noValidate>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <ProfilePhoto baby={baby} editable={form.admin} />
          <Stack gap="md" style={{ flex: '1 1 320px' }} miw={0} maw={560}>
            {form.admin ? (
              <AdminFields form={form} problemText={problemText} />
            ) : (
              <>
                <Alert color="blue" variant="light" data-testid="profile-read-only">
                  {t('family:babyinfo.profile.read_only_note')}
                </Alert>
                <ProfileFacts baby={baby} />
              </>
            )}
            <RelationPicker
              label={t('family:babyinfo.profile.my_relation', { name: baby.name })}
              relations={relations}
              value={form.mine}
              onChange={form.setMine}
              problem={form.relationIssue}
              testId="profile"
            />
            {form.incomplete && (
              <Alert color="orange" role="alert" data-testid="profile-incomplete">
                {t('errors:profile_incomplete')}
              </Alert>
            )}
            {form.error && (
              <Alert color="red" role="alert" data-testid="profile-error">
                {form.error}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={form.pending} disabled={!form.dirty} data-testid="profile-save">
                {form.admin ? t('family:babyinfo.profile.save') : t('family:babyinfo.profile.save_relation')}
              </Button>
              {!form.dirty && (
                <Text size="sm" c="dimmed">
                  {t('family:babyinfo.profile.no_changes')}
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
      </form>
    </Paper>
  );
}
