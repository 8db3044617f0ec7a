import { Alert, Button, Group, Radio, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { GENDERS, NAME_MAX, RELATIONS, type Gender } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import type { DateKind, ProfileProblem } from '../babyinfo';
import { RelationPicker } from '../family';
import { useFirstBabyForm } from './useSignup';

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

/** /addBaby where sign-up is open: the new album's baby (name, birthday or due date, gender) and the user's relation. */
export function FirstBabyForm() {
  const { t } = useTranslation(['account', 'family']);
  const errorText = useErrorText();
  const form = useFirstBabyForm();
  const problemText = (problem: ProfileProblem | undefined) =>
    problem ? t(`family:babyinfo.problems.${problem}`, { max: NAME_MAX }) : undefined;
  return (
    <form onSubmit={form.submit} noValidate data-testid="first-baby-form">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {t('account:first_baby.heading')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('account:first_baby.intro')}
          </Text>
        </div>
        <TextInput
          label={t('family:babyinfo.profile.name')}
          value={form.name}
          onChange={(e) => form.setName(e.currentTarget.value)}
          maxLength={NAME_MAX}
          error={problemText(form.problems.name)}
          required
          data-testid="first-baby-name"
        />
        <Stack gap={6}>
          <SegmentedControl
            value={form.dateKind}
            onChange={(value) => form.setDateKind(value as DateKind)}
            w="fit-content"
            size="xs"
            data={[
              { value: 'birthday', label: t('family:babyinfo.profile.born') },
              { value: 'due_date', label: t('family:babyinfo.profile.expecting') },
            ]}
            aria-label={t('family:babyinfo.profile.date_kind')}
            data-testid="first-baby-date-kind"
          />
          <TextInput
            type="date"
            label={
              form.dateKind === 'due_date'
                ? t('family:babyinfo.profile.due_date')
                : t('family:babyinfo.profile.birthday')
            }
            value={form.birthday}
            onChange={(e) => form.setBirthday(e.currentTarget.value)}
            error={problemText(form.problems.birthday)}
            required
            w={220}
            data-testid="first-baby-birthday"
          />
        </Stack>
        <Radio.Group
          label={t('family:babyinfo.profile.gender')}
          value={form.gender}
          onChange={(value) => {
            if (isGender(value)) form.setGender(value);
          }}
          error={problemText(form.problems.gender)}
          required
          data-testid="first-baby-gender"
        >
          <Group gap="lg" mt={6}>
            {GENDERS.map((gender) => (
              <Radio
                key={gender}
                value={gender}
                label={t(`family:babyinfo.gender.${gender}`)}
                data-testid={`first-baby-gender-${gender}`}
              />
            ))}
          </Group>
        </Radio.Group>
        <RelationPicker
          label={t('account:first_baby.relation')}
          relations={RELATIONS}
          value={form.relation}
          onChange={form.setRelation}
          problem={form.relationIssue}
          testId="first-baby"
        />
        {form.create.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="first-baby-error">
            {errorText(form.create.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={form.create.isPending} data-testid="first-baby-submit">
            {t('account:first_baby.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
