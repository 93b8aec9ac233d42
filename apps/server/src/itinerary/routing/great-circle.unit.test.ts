import { describe, expect, it } from 'vitest';
import { metresBetween } from '../../feeds/places/place-ranking';
import { greatCircle, type Position } from './great-circle';

const SINGAPORE = { lat: 1.3644, lon: 103.9915 };
const SAN_FRANCISCO = { lat: 37.6213, lon: -122.379 };
const LONDON = { lat: 51.47, lon: -0.4543 };
const NEW_YORK = { lat: 40.6413, lon: -73.7781 };

const radians = (degrees: number) => (degrees * Math.PI) / 180;
/** Mercator's y of a latitude: a rhumb line is straight in it. */
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + radians(lat) / 2));

/** The latitude at a longitude of the rhumb line (constant bearing) from a to b. */
function rhumbLatitudeAt(a: { lat: number; lon: number }, b: { lat: number; lon: number }, lon: number) {
  const y = mercatorY(a.lat) + ((mercatorY(b.lat) - mercatorY(a.lat)) * (lon - a.lon)) / (b.lon - a.lon);
  return ((2 * Math.atan(Math.exp(y)) - Math.PI / 2) * 180) / Math.PI;
}

const pathLength = (coordinates: Position[]) =>
  coordinates
    .slice(1)
    .reduce(
      (sum, [lon, lat], index) =>
        sum + metresBetween({ lon: coordinates[index]![0], lat: coordinates[index]![1] }, { lon, lat }),
      0,
    );

describe('greatCircle', () => {
  it('bows north of the rhumb line from London to New York, as flights do, and is as long as the haversine', () => {
    const { coordinates, distanceMeters } = greatCircle(LONDON, NEW_YORK);
    const [lon, lat] = coordinates[Math.floor(coordinates.length / 2)]!;
    expect(lat - rhumbLatitudeAt(LONDON, NEW_YORK, lon)).toBeGreaterThan(5);
    expect(distanceMeters).toBe(Math.round(metresBetween(LONDON, NEW_YORK)));
    expect(distanceMeters / 1000).toBeCloseTo(5540, -1);
    // The vertices lie on the circle: their path is no longer than the shortest way (to 0.1%).
    expect(pathLength(coordinates) / distanceMeters).toBeCloseTo(1, 3);
    expect(coordinates[0]).toEqual([LONDON.lon, LONDON.lat]);
    expect(coordinates.at(-1)).toEqual([NEW_YORK.lon, NEW_YORK.lat]);
  });

  it('crosses the Pacific from Singapore to San Francisco, its longitudes running on past 180', () => {
    const { coordinates, distanceMeters } = greatCircle(SINGAPORE, SAN_FRANCISCO);
    expect(distanceMeters / 1000).toBeCloseTo(13_590, -2);
    const longitudes = coordinates.map(([lon]) => lon);
    for (let index = 1; index < longitudes.length; index++) {
      expect(Math.abs(longitudes[index]! - longitudes[index - 1]!)).toBeLessThan(10);
    }
    expect(longitudes.at(-1)).toBeCloseTo(SAN_FRANCISCO.lon + 360, 6);
    // Over the North Pacific, well north of both ends: the rhumb line would stay below 40°.
    expect(Math.max(...coordinates.map(([, lat]) => lat))).toBeGreaterThan(45);
    expect(pathLength(coordinates) / distanceMeters).toBeCloseTo(1, 3);
  });

  it('draws a short way as its two ends, and a point as itself twice', () => {
    const near = { lat: LONDON.lat + 0.01, lon: LONDON.lon };
    expect(greatCircle(LONDON, near).coordinates).toEqual([
      [LONDON.lon, LONDON.lat],
      [near.lon, near.lat],
    ]);
    expect(greatCircle(LONDON, LONDON)).toEqual({
      coordinates: [
        [LONDON.lon, LONDON.lat],
        [LONDON.lon, LONDON.lat],
      ],
      distanceMeters: 0,
    });
  });

  it('gives antipodes a line of numbers, not of NaN', () => {
    const { coordinates } = greatCircle({ lat: 10, lon: 20 }, { lat: -10, lon: -160 });
    expect(coordinates.flat().every(Number.isFinite)).toBe(true);
  });
});
