import { Stack, Table, Text, Title } from '@mantine/core';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchTagAttrs } from '../../api/tagAttrs';
import { PlaceRow } from './PlaceRow';

/** On the Footprints tag's page: the places on its photos, newest first, with their likes and comments. */
export function PlaceValues({ babyId, tagId }: { babyId: number; tagId: number }) {
  const { t } = useTranslation(['growth']);
  const query = useQuery({
    queryKey: queryKeys.tagAttrsOfTag(babyId, tagId),
    queryFn: ({ signal }) => fetchTagAttrs(babyId, { tagId }, signal),
  });
  if (!query.data) return null;
  const places = query.data.tag_attrs.filter((a) => a.place !== null).reverse();
  return (
    <Stack gap="xs" data-testid="tag-values">
      <Title order={3} fz="h5">
        {t('growth:places_title')}
      </Title>
      {places.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="places-empty">
          {t('growth:places_empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing={6} data-testid="place-list">
            <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
              {t('growth:places_caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('growth:col_photo')}</Table.Th>
                <Table.Th>{t('growth:col_place')}</Table.Th>
                <Table.Th>{t('growth:col_day')}</Table.Th>
                <Table.Th>{t('growth:col_actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {places.map((attr) => (
                <PlaceRow key={attr.id} attr={attr} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
