import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { BabyInfoHeader } from '../features/babyinfo/BabyInfoHeader';
import { BabyInfoNav } from '../features/babyinfo/BabyInfoNav';
import { CoverCard } from '../features/babyinfo/CoverCard';
import { ExportCard } from '../features/babyinfo/ExportCard';
import { DomainPanel } from '../features/babyinfo/DomainPanel';
import { ProfileCard } from '../features/babyinfo/ProfileCard';
import { useBabyInfoRelation } from '../features/babyinfo/useBabyInfoRelation';
import { FamilyPanel } from '../features/family/FamilyPanel';

/** /babyinfo: the active baby's profile, cover, family and personal domain (spec §2). */
export function BabyInfoPage() {
  const { t } = useTranslation(['family']);
  const { active, isLoading } = useActiveBaby();
  if (isLoading)
    return (
      <Center py="xl" role="status">
        <Loader />
      </Center>
    );
  if (!active) {
    return (
      <Stack align="center" gap="sm" py={64} ta="center" data-testid="babyinfo-no-baby">
        <Title order={1} fz="h2">
          {t('family:babyinfo.no_baby_title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('family:babyinfo.no_baby_body')}
        </Text>
        <Anchor component={Link} to="/addBaby">
          {t('family:babies.add_baby')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={920} mx="auto" data-testid="babyinfo-page">
      <BabyInfoHeader relation={active} />
      <BabyInfoNav />
      {/* A new key per baby: forms start again from the baby chosen in the sidebar. */}
      <Outlet key={active.with_user.linked_baby.id} context={active} />
    </Stack>
  );
}

export function BabyProfileSection() {
  const relation = useBabyInfoRelation();
  const baby = relation.with_user.linked_baby;
  return (
    <Stack gap="lg">
      <ProfileCard relation={relation} />
      <CoverCard babyId={baby.id} babyName={baby.name} editable={relation.abilities.manage} />
      <ExportCard babyId={baby.id} />
    </Stack>
  );
}

export function SetDomainSection() {
  return <DomainPanel relation={useBabyInfoRelation()} />;
}

export function SetFamilySection() {
  return <FamilyPanel relation={useBabyInfoRelation()} />;
}
