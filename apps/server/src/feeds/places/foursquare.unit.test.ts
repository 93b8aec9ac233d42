import { advicePlaceListSchema, iconUrl, imageUrl } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import {
  failureOf,
  testSignal as signal,
  testUpstream as upstream,
  useFakeUpstream,
} from '../testing/provider-test-kit';
import { FAKE_FOURSQUARE_KEY } from './testing/foursquare';
import { UpstreamError } from '../upstream';
import { foursquarePlaces } from './foursquare';

const LISBON = { lat: 38.7223, lon: -9.1393 };
const fake = useFakeUpstream();

const provider = (key = FAKE_FOURSQUARE_KEY) => foursquarePlaces(upstream, fake.baseUrl('foursquare'), key);
const lastCall = () => fake.calls('foursquare').at(-1)!;

describe('foursquarePlaces provider', () => {
  it('searches around the point within the spec radius, with the key and the fields it reads', async () => {
    await provider().places({ ...LISBON, category: 13003 }, signal());
    const call = lastCall();
    expect(call.method).toBe('GET');
    expect(call.path).toBe('/places/search');
    expect(Object.fromEntries(call.query)).toEqual({
      ll: '38.7223,-9.1393',
      radius: '10000',
      categories: '13003',
      limit: '30',
      fields: 'fsq_id,name,categories,location,geocodes,photos,distance',
    });
    expect(call.headers.authorization).toBe(FAKE_FOURSQUARE_KEY);
    expect(call.headers.accept).toBe('application/json');
  });

  it('maps places to the contract and leaves out the one without geocodes', async () => {
    const places = await provider().places({ ...LISBON, category: 13003 }, signal());
    expect(advicePlaceListSchema.parse(places)).toEqual(places);
    expect(places.map(({ name }) => name)).toEqual(['Red Frog Speakeasy', 'Park']);
    const [frog] = places;
    expect(frog).toMatchObject({
      id: '4d5f0e1f1e6ef04d7e1a8c22',
      location: { formatted_address: 'R. do Salitre 5A, 1250-198 Lisboa' },
      distance: 949,
      source_url: 'https://foursquare.com/v/4d5f0e1f1e6ef04d7e1a8c22',
    });
    expect(frog?.geocodes.main.latitude).toBeCloseTo(LISBON.lat + 900 / 111_320, 5);
    expect(frog?.categories.map(({ id, name, plural_name }) => [id, name, plural_name])).toEqual([
      [13009, 'Cocktail Bar', 'Cocktail Bars'],
      [13003, 'Bar', 'Bars'],
    ]);
    expect(iconUrl(frog!.categories[0]!.icon)).toBe(
      'https://ss3.4sqi.net/img/categories_v2/nightlife/cocktails_64.png',
    );
    expect(frog?.images).toHaveLength(3);
    expect(imageUrl(frog!.images[0]!)).toBe(
      'https://fastly.4sqi.net/img/general/original/41825603_7e1a8c220.jpg',
    );
    expect(places[1]?.images).toHaveLength(1);
  });

  it('sends no category when none is asked, and gets places of every category', async () => {
    const places = await provider().places(LISBON, signal());
    expect(lastCall().query.has('categories')).toBe(false);
    expect(advicePlaceListSchema.parse(places)).toHaveLength(9);
    expect(places.map(({ name }) => name)).toContain('MAAT');
    expect(places.map(({ name }) => name)).toContain('Holmes Place Lisboa');
  });

  it("fails on Foursquare's 401 for a wrong key", async () => {
    const failure = await failureOf(provider('fsq3wrong').places(LISBON, signal()));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ provider: 'foursquare', reason: 'status', status: 401 });
    expect((failure as Error).message).not.toContain('fsq3wrong');
  });

  it('fails on garbage and on an error status', async () => {
    fake.behave('foursquare', 'garbage');
    expect(await failureOf(provider().places(LISBON, signal()))).toMatchObject({ reason: 'invalid' });
    fake.behave('foursquare', 'fail');
    expect(await failureOf(provider().places(LISBON, signal()))).toMatchObject({
      reason: 'status',
      status: 500,
    });
  });

  it('credits Foursquare', () => {
    expect(provider()).toMatchObject({
      name: 'foursquare',
      sources: [{ name: 'Foursquare', url: 'https://foursquare.com/' }],
    });
  });
});
