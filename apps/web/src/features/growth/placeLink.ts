/**
 * OpenStreetMap's page with a marker on the point, zoomed to a neighbourhood.
 * No tiles are drawn in Sprout (none can be fetched offline and none are
 * shipped), so a place's coordinates lead to a map rather than show one.
 */
export function osmLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}
