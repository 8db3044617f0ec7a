import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BabyCard } from '../features/babies/BabyCard';
import { ImportCard } from '../features/babies/ImportCard';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { useBabiesNews } from '../features/babies/useBabiesNews';

/** /babyList: every baby whose album the user is in; choosing one opens its timeline. */
export function BabyListPage() {
  const news = useBabiesNews();
  const { t } = useTranslation(['family', 'common']);
  const navigate = useNavigate();
  const { babies, active, isLoading, choose } = useActiveBaby();
  const activeId = active?.with_user.linked_baby.id ?? null;
  const open = (babyId: number) => {
    choose(babyId);
    void navigate('/timeline');
  };
  const managesAny = babies.some((relation) => relation.abilities.manage);

  return (
    <Stack gap="lg" maw={920} mx="auto" data-testid="baby-list-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz="h2">
            {t('common:titles.baby_list')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('family:babies.list_help')}
          </Text>
        </div>
        <Group gap="sm">
          {managesAny && (
            <Button variant="default" component={Link} to="/addFamily">
              {t('common:titles.add_family')}
            </Button>
          )}
          <Button variant="light" component={Link} to="/addBaby">
            {t('family:babies.add_baby')}
          </Button>
        </Group>
      </Group>
      {isLoading ? (
        <Center py="xl" role="status">
          <Loader />
        </Center>
      ) : babies.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="baby-list-empty">
          {t('family:babies.list_empty')}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {babies.map((relation) => (
            <li key={relation.with_user.linked_baby.id}>
              <BabyCard
                relation={relation}
                active={relation.with_user.linked_baby.id === activeId}
                newCount={news.get(relation.with_user.linked_baby.id) ?? 0}
                onChoose={() => open(relation.with_user.linked_baby.id)}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      <ImportCard />
    </Stack>
  );
}
