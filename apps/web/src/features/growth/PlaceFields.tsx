import { Group, NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlaceFieldsState } from './usePlaceFields';

/** A place's name (required) and its optional latitude and longitude, for the add form and a place's edit. */
export function PlaceFields({ place, autoFocus = false }: { place: PlaceFieldsState; autoFocus?: boolean }) {
  const { t } = useTranslation(['growth']);
  return (
    <>
      <TextInput
        label={t('growth:place_label')}
        description={t('growth:place_hint')}
        value={place.name}
        onChange={(e) => place.setName(e.currentTarget.value)}
        withAsterisk
        data-autofocus={autoFocus || undefined}
        data-testid="place-name-input"
      />
      <Group grow gap="sm" align="flex-start">
        <NumberInput
          label={t('growth:latitude_label')}
          value={place.latitude}
          onChange={place.setLatitude}
          min={-90}
          max={90}
          decimalScale={6}
          hideControls
          data-testid="place-latitude-input"
        />
        <NumberInput
          label={t('growth:longitude_label')}
          value={place.longitude}
          onChange={place.setLongitude}
          min={-180}
          max={180}
          decimalScale={6}
          hideControls
          data-testid="place-longitude-input"
        />
      </Group>
    </>
  );
}
