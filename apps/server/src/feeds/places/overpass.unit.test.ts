import { advicePlaceListSchema, iconUrl, imageUrl, type AdvicePlace } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import {
  failureOf,
  testSignal as signal,
  testUpstream as upstream,
  useFakeUpstream,
} from '../testing/provider-test-kit';
import { UpstreamError, type UpstreamClient } from '../upstream';
import { OSM_CATEGORIES } from './osm-kinds';
import { overpassPlaces, overpassQuery } from './overpass';

const ICONS = 'http://localhost:3000/api/place-icons';
const LISBON = { lat: 38.7223, lon: -9.1393 };
const fake = useFakeUpstream();

const provider = () => overpassPlaces(upstream, fake.baseUrl('overpass'), ICONS);
const byName = (places: readonly AdvicePlace[], name: string) => places.find((place) => place.name === name);

describe('overpassQuery', () => {
  it('asks for the named features of each kind around the point, with centers', () => {
    const bars = OSM_CATEGORIES.filter(({ id }) => id === 13003);
    expect(overpassQuery(38.7223, -9.1393, bars)).toBe(
      '[out:json][timeout:25];(' +
        'nwr(around:10000,38.722300,-9.139300)["amenity"="bar"]["name"];' +
        'nwr(around:10000,38.722300,-9.139300)["amenity"="pub"]["name"];' +
        'nwr(around:10000,38.722300,-9.139300)["amenity"="biergarten"]["name"];' +
        ');out tags center 400;',
    );
  });
});

describe('overpassPlaces provider', () => {
  it('posts the query as the form field data', async () => {
    await provider().places({ ...LISBON, category: 13003 }, signal());
    const call = fake.calls('overpass').at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/interpreter');
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.headers['user-agent']).toBe('Wayfarer test');
    expect(new URLSearchParams(call.body).get('data')).toBe(
      overpassQuery(
        LISBON.lat,
        LISBON.lon,
        OSM_CATEGORIES.filter(({ id }) => id === 13003),
      ),
    );
  });

  it('maps a category to the contract: pictures first, then Wikidata, then the nearest', async () => {
    const places = await provider().places({ ...LISBON, category: 13003 }, signal());
    expect(advicePlaceListSchema.parse(places)).toEqual(places);
    // The bar without a name is left out.
    expect(places.map(({ name }) => name)).toEqual([
      'Quiosque do Adamastor',
      'Pavilhão Chinês',
      'Park Bar',
      'O’Gilíns Irish Pub',
    ]);
    expect(places.map(({ distance }) => distance)).toEqual([
      expect.closeTo(2751, -1),
      expect.closeTo(1655, -1),
      expect.closeTo(144, 0),
      expect.closeTo(427, 0),
    ]);

    const park = byName(places, 'Park Bar')!;
    expect(park).toEqual({
      id: 'osm:node/3301442981',
      name: 'Park Bar',
      images: [],
      categories: [
        { id: 13003, name: 'Bar', plural_name: 'Bars', icon: { prefix: `${ICONS}/bar_`, suffix: '.svg' } },
      ],
      location: { formatted_address: 'Calçada do Combro 58, Lisboa' },
      geocodes: { main: { latitude: expect.closeTo(38.72158, 5), longitude: expect.closeTo(-9.13792, 5) } },
      distance: expect.any(Number),
      source_url: 'https://www.openstreetmap.org/node/3301442981',
    });
    expect(Number.isInteger(park.distance)).toBe(true);
    expect(iconUrl(park.categories[0]!.icon)).toBe(`${ICONS}/bar_64.svg`);
    expect(byName(places, 'O’Gilíns Irish Pub')?.categories[0]).toMatchObject({
      name: 'Pub',
      plural_name: 'Pubs',
    });

    const garden = byName(places, 'Quiosque do Adamastor')!;
    expect(garden.id).toBe('osm:way/512330871');
    expect(garden.source_url).toBe('https://www.openstreetmap.org/way/512330871');
    expect(garden.categories[0]).toMatchObject({
      id: 13003,
      name: 'Beer Garden',
      plural_name: 'Beer Gardens',
    });
    expect(garden.geocodes.main.latitude).toBeCloseTo(LISBON.lat - 900 / 111_320, 6);
    expect(imageUrl(garden.images[0]!)).toBe(
      'https://commons.wikimedia.org/wiki/Special:FilePath/Quiosque_do_Adamastor.jpg?width=1280&size=original',
    );
    expect(byName(places, 'Pavilhão Chinês')?.location.formatted_address).toBe('1250-069 Lisboa');
  });

  it('gives the pictures OpenStreetMap links, at most one a place', async () => {
    const places = await provider().places({ ...LISBON, category: 10000 }, signal());
    const picture = (name: string) => byName(places, name)?.images.map(imageUrl);
    expect(picture('Museu Nacional de Arte Antiga')).toEqual([
      'https://commons.wikimedia.org/wiki/Special:FilePath/Museu_Nacional_de_Arte_Antiga_(fachada).jpg?width=1280&size=original',
    ]);
    expect(picture('Galeria Zé dos Bois')).toEqual([
      'https://commons.wikimedia.org/wiki/Special:FilePath/Galeria_Z%C3%A9_dos_Bois.jpg?width=1280&size=original',
    ]);
    expect(picture('Teatro Nacional D. Maria II')).toEqual([
      'https://images.example.org/theatres/dona-maria.jpg?w=800&size=original',
    ]);
    // An http:// picture is not shown.
    expect(picture('Centro Cultural de Belém')).toEqual([]);
    expect(picture('Museu do Azulejo')).toEqual([]);
    expect(byName(places, 'Teatro Nacional D. Maria II')?.location.formatted_address).toBe(
      'Praça Dom Pedro IV, 1100-201 Lisboa',
    );
    // Pictures with Wikidata (nearest first), the picture without, Wikidata alone, then the rest.
    expect(places.map(({ name, categories }) => [name, categories[0]?.plural_name])).toEqual([
      ['Teatro Nacional D. Maria II', 'Theaters'],
      ['Museu Nacional de Arte Antiga', 'Museums'],
      ['Galeria Zé dos Bois', 'Art Galleries'],
      ['Museu do Azulejo', 'Museums'],
      ['Centro Cultural de Belém', 'Arts Centers'],
    ]);
  });

  it('leaves out features without a position', async () => {
    const places = await provider().places({ ...LISBON, category: 18000 }, signal());
    expect(places.map(({ name }) => name).sort()).toEqual([
      'Complexo Desportivo do Restelo',
      'Estádio José Alvalade',
      'Ginásio do Bairro',
      'Lisbon Sports Club Golf',
    ]);
    expect(places.every(({ categories }) => iconUrl(categories[0]!.icon) === `${ICONS}/sports_64.svg`)).toBe(
      true,
    );
  });

  it('without a category, asks for every kind and lets the categories take turns', async () => {
    const places = await provider().places(LISBON, signal());
    const query = new URLSearchParams(fake.calls('overpass').at(-1)!.body).get('data') ?? '';
    expect(query.match(/nwr\(/g)).toHaveLength(OSM_CATEGORIES.flatMap(({ kinds }) => kinds).length);
    expect(advicePlaceListSchema.parse(places)).toHaveLength(22);
    const ids = places.map(({ categories }) => categories[0]?.id);
    expect(ids.slice(0, 10)).toEqual([10000, 13003, 16000, 13065, 18000, 10000, 13003, 16000, 13065, 18000]);
    expect(new Set(ids)).toEqual(new Set([10000, 13003, 16000, 13065, 18000]));
    // Each category keeps its own ranking: its best place comes first.
    expect(places.slice(0, 5).map(({ name }) => name)).toEqual([
      'Teatro Nacional D. Maria II',
      'Quiosque do Adamastor',
      'Castelo de São Jorge',
      'Zé da Mouraria',
      'Estádio José Alvalade',
    ]);
    const icons = new Set(places.map(({ categories }) => iconUrl(categories[0]!.icon)));
    expect(icons).toEqual(
      new Set(
        ['discovery', 'bar', 'landmark', 'restaurant', 'sports'].map((icon) => `${ICONS}/${icon}_64.svg`),
      ),
    );
  });

  it('fails when Overpass remarks that the query timed out, rather than caching a partial list', async () => {
    const failure = await failureOf(provider().places({ lat: 0.3, lon: 0.2, category: 13065 }, signal()));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ provider: 'overpass', reason: 'invalid' });
  });

  it('takes an answer without elements as no places', async () => {
    expect(await provider().places({ lat: -75, lon: 0, category: 13065 }, signal())).toEqual([]);
  });

  it('fails on garbage and on an error status', async () => {
    fake.behave('overpass', 'garbage');
    expect(await failureOf(provider().places(LISBON, signal()))).toMatchObject({ reason: 'invalid' });
    fake.behave('overpass', 'fail');
    expect(await failureOf(provider().places(LISBON, signal()))).toMatchObject({
      reason: 'status',
      status: 500,
    });
  });

  it('keeps the best 30 of a long answer', async () => {
    const elements = Array.from({ length: 60 }, (_, index) => ({
      type: 'node',
      id: index + 1,
      lat: LISBON.lat + (60 - index) / 10_000,
      lon: LISBON.lon,
      tags: {
        amenity: 'restaurant',
        name: `Restaurant ${index + 1}`,
        ...(index === 0 && { wikidata: 'Q1' }),
      },
    }));
    const answering: UpstreamClient = {
      fetch: () => Promise.reject(new Error('unused')),
      text: async () => JSON.stringify({ version: 0.6, elements }),
      json: () => Promise.reject(new Error('unused')),
    };
    const places = await overpassPlaces(answering, 'http://127.0.0.1:1', ICONS).places(
      { ...LISBON, category: 13065 },
      signal(),
    );
    expect(places).toHaveLength(30);
    // The one with Wikidata first, though farthest; then the nearest (the last ones are closest).
    expect(places.slice(0, 3).map(({ name }) => name)).toEqual([
      'Restaurant 1',
      'Restaurant 60',
      'Restaurant 59',
    ]);
    expect(places.at(-1)?.name).toBe('Restaurant 32');
  });

  it('credits OpenStreetMap and Wikimedia Commons', () => {
    expect(provider()).toMatchObject({
      name: 'overpass',
      sources: [
        { name: 'OpenStreetMap contributors (ODbL)', url: 'https://www.openstreetmap.org/copyright' },
        { name: 'Wikimedia Commons', url: 'https://commons.wikimedia.org/' },
      ],
    });
  });
});
