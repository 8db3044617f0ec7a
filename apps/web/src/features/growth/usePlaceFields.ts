import { useState } from 'react';
import type { TagAttrPlace } from '@sprout/shared';

/** A number field's content as a number, or undefined when it is empty or not a number. */
function numberOf(raw: number | string): number | undefined {
  const n = typeof raw === 'number' ? raw : Number.parseFloat(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** The coordinates to send: only when both are numbers, as a point needs both. */
export function coordinatesOf(
  latitude: number | string,
  longitude: number | string,
): { latitude?: number; longitude?: number } {
  const lat = numberOf(latitude);
  const lon = numberOf(longitude);
  return lat === undefined || lon === undefined ? {} : { latitude: lat, longitude: lon };
}

/** What an edit sends for the point: the new one, null for both when both fields were emptied (clears it), else nothing. */
export function pointEditOf(
  latitude: number | string,
  longitude: number | string,
): { latitude?: number | null; longitude?: number | null } {
  const blank = (raw: number | string) => typeof raw === 'string' && raw.trim() === '';
  return blank(latitude) && blank(longitude) ? { latitude: null, longitude: null } : coordinatesOf(latitude, longitude);
}

/**
 * A place's fields (footprint_map): the name and, optionally, where on the
 * map. Shared by the add form and a place's edit; `onChange` lets the form
 * drop a warning that no longer applies.
 */
export function usePlaceFields(initial: TagAttrPlace, onChange: () => void) {
  const [name, setName] = useState(initial.name);
  const [latitude, setLatitude] = useState<number | string>(initial.latitude ?? '');
  const [longitude, setLongitude] = useState<number | string>(initial.longitude ?? '');
  return {
    name,
    latitude,
    longitude,
    setName(next: string) {
      setName(next);
      onChange();
    },
    setLatitude(next: number | string) {
      setLatitude(next);
      onChange();
    },
    setLongitude(next: number | string) {
      setLongitude(next);
      onChange();
    },
    coordinates: () => coordinatesOf(latitude, longitude),
    pointEdit: () => pointEditOf(latitude, longitude),
  };
}
export type PlaceFieldsState = ReturnType<typeof usePlaceFields>;
