import { describe, expect, it } from 'vitest';
import { osmLink } from '../src/features/growth/placeLink';
import { coordinatesOf, pointEditOf } from '../src/features/growth/usePlaceFields';

describe('osmLink', () => {
  it('puts a marker on the point and centres the map there', () => {
    expect(osmLink(37.5444, 127.0374)).toBe(
      'https://www.openstreetmap.org/?mlat=37.5444&mlon=127.0374#map=15/37.5444/127.0374',
    );
  });

  it('keeps the sign of southern and western coordinates', () => {
    expect(osmLink(-33.8568, -70.6483)).toBe(
      'https://www.openstreetmap.org/?mlat=-33.8568&mlon=-70.6483#map=15/-33.8568/-70.6483',
    );
  });
});

describe('coordinatesOf', () => {
  it('sends a point only when both numbers are given', () => {
    expect(coordinatesOf(37.5444, 127.0374)).toEqual({ latitude: 37.5444, longitude: 127.0374 });
    expect(coordinatesOf('37,5444', '127.0374')).toEqual({ latitude: 37.5444, longitude: 127.0374 });
    expect(coordinatesOf(0, 0)).toEqual({ latitude: 0, longitude: 0 });
    expect(coordinatesOf(37.5, '')).toEqual({});
    expect(coordinatesOf('', '')).toEqual({});
    expect(coordinatesOf('north', 12)).toEqual({});
  });
});

describe('pointEditOf', () => {
  it('clears the point when both fields were emptied, and sends a new one or nothing otherwise', () => {
    expect(pointEditOf('', ' ')).toEqual({ latitude: null, longitude: null });
    expect(pointEditOf(35.0116, 135.7681)).toEqual({ latitude: 35.0116, longitude: 135.7681 });
    expect(pointEditOf(35.0116, '')).toEqual({});
  });
});
