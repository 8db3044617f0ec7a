import { useState } from 'react';
import { Anchor, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TagAttrReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { fetchMoment } from '../../api/moments';
import { queryKeys } from '../../api/queryKeys';
import { MediaImage } from '../../components/MediaImage';
import { PlaceEditDialog } from './PlaceEditDialog';
import { osmLink } from './placeLink';
import { useMeasurementActions } from './useMeasurementActions';
import { ValueButtons, ValueCommentsRow } from './ValueSocial';

const THUMB = 56;

/** The photo a place is on, small; a gray square while the server makes the thumbnail. */
function PlacePhoto({ momentId, alt }: { momentId: number; alt: string }) {
  const moment = useQuery({
    queryKey: queryKeys.moment(momentId),
    queryFn: ({ signal }) => fetchMoment(momentId, signal),
  });
  const picture = moment.data?.type === 'picture' ? moment.data.picture : null;
  const src = picture?.state === 'ready' ? picture.thumb : (moment.data?.video?.poster ?? null);
  const box = {
    width: THUMB,
    height: THUMB,
    borderRadius: 6,
    display: 'block',
    objectFit: 'cover' as const,
    background: 'var(--mantine-color-gray-2)',
  };
  return (
    <MediaImage src={src} alt={alt} style={box} data-testid="place-photo" fallback={<span style={box} aria-hidden />} />
  );
}

/** One place (footprint_map): the photo, the name with a link to the map when it has coordinates, the day, likes and comments. */
export function PlaceRow({ attr }: { attr: TagAttrReply }) {
  const { t, i18n } = useTranslation(['growth']);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const actions = useMeasurementActions(attr, open);
  const place = attr.place ?? { name: '', latitude: null, longitude: null };
  const date = attr.measured_on
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${attr.measured_on}T00:00:00Z`),
      )
    : '';
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 5 });
  const hasPoint = place.latitude !== null && place.longitude !== null;
  return (
    <>
      <Table.Tr data-testid="place-row" data-attr-id={attr.id}>
        <Table.Td w={THUMB + 24}>
          {/* A place is always on its photo (the server refuses one without); the check is for the type. */}
          {attr.moment_id !== null && (
            <PlacePhoto momentId={attr.moment_id} alt={t('growth:place_photo_alt', { place: place.name })} />
          )}
        </Table.Td>
        <Table.Td>
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="place-name">
              {place.name}
            </Text>
            {hasPoint && (
              <Text size="sm" data-testid="place-coordinates">
                {t('growth:coordinates', {
                  lat: number.format(place.latitude ?? 0),
                  lon: number.format(place.longitude ?? 0),
                })}
                {' · '}
                <Anchor
                  href={osmLink(place.latitude ?? 0, place.longitude ?? 0)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="place-map-link"
                >
                  {t('growth:open_map')}
                  <VisuallyHidden>{` (${t('growth:new_tab')})`}</VisuallyHidden>
                </Anchor>
              </Text>
            )}
          </Stack>
        </Table.Td>
        <Table.Td>{date}</Table.Td>
        <Table.Td>
          <ValueButtons
            attr={attr}
            actions={actions}
            open={open}
            onToggle={() => setOpen((o) => !o)}
            extra={
              attr.abilities.edit && (
                <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)} data-testid="place-edit">
                  {t('growth:edit')}
                </Button>
              )
            }
          />
        </Table.Td>
      </Table.Tr>
      {open && (
        <ValueCommentsRow
          actions={actions}
          colSpan={4}
          label={t('growth:place_comments_label', { place: place.name })}
        />
      )}
      {editing && <PlaceEditDialog attr={attr} onClose={() => setEditing(false)} />}
    </>
  );
}
