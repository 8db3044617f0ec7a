import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BabyCover } from '../features/babies/BabyCover';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { useBabyScope } from '../features/babies/useBabyScope';
import { NoPermission } from '../features/babies/NoPermission';
import { AddTagHost } from '../features/tags/AddTagHost';
import { FirstRunHints } from '../features/hints/FirstRunHints';
import { Timeline } from '../features/timeline/Timeline';
import { useUiFlag } from '../features/timeline';
import { UploadDropZone } from '../features/upload/UploadDropZone';
import { useErrorText } from '../hooks/useErrorText';
import { useFamily } from '../hooks/useFamily';

/** The timeline of the active baby; its child routes (viewer, diary, …) open over it. */
export function TimelinePage() {
  const { t } = useTranslation(['timeline', 'common']);
  const errorText = useErrorText();
  const family = useFamily();
  const { active, isLoading, error } = useActiveBaby();
  const scope = useBabyScope();
  const scrolled = useUiFlag('scrolledPastTop');

  if (isLoading) {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">{t('timeline:loading')}</Text>
        </Stack>
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="red" title={t('timeline:error')}>
        <Text size="sm" mb="sm">
          {errorText(error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void family.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  // A link to another family's photo, album or tag: said plainly, their own timeline a click away.
  if (scope === 'forbidden') return <NoPermission />;
  // A link to one of the user's other babies: shown once that baby is the active one.
  if (typeof scope === 'object')
    return (
      <Center py="xl">
        <Loader aria-label={t('timeline:loading')} />
      </Center>
    );
  if (!active) {
    return (
      <Stack align="center" gap="sm" py={64} ta="center" data-testid="no-baby">
        <Title order={2} fz="xl">
          {t('timeline:no_baby_title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('timeline:no_baby_body')}
        </Text>
        <Anchor component={Link} to="/addBaby">
          {t('timeline:no_baby_link')}
        </Anchor>
      </Stack>
    );
  }
  const baby = active.with_user.linked_baby;
  return (
    <div className="sprout-timeline-page">
      <BabyCover babyId={baby.id} testId="timeline-cover" compact={scrolled}>
        <Title order={1} fz="h2">
          {t('timeline:heading', { name: baby.name })}
        </Title>
      </BabyCover>
      <FirstRunHints canUpload={active.abilities.upload} canManage={active.abilities.manage} folded={scrolled} />
      <Timeline
        key={baby.id}
        babyId={baby.id}
        birthday={baby.birthday ?? active.birthday}
        canUpload={active.abilities.upload}
      />
      {active.abilities.upload && <UploadDropZone babyId={baby.id} />}
      <Outlet />
      <AddTagHost />
    </div>
  );
}
