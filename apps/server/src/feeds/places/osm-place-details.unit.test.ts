import { imageUrl } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { osmCategories, osmKindOf, OSM_CATEGORIES } from './osm-kinds';
import { osmAddress, osmImage } from './osm-place-details';
import { interleave, metresBetween } from './place-ranking';

describe('osmAddress', () => {
  it('prefers addr:full as the mapper wrote it', () => {
    expect(osmAddress({ 'addr:full': ' 1-2-3 Ginza, Chuo, Tokyo ', 'addr:street': 'Ignored' })).toBe(
      '1-2-3 Ginza, Chuo, Tokyo',
    );
  });

  it("writes '{street} {number}, {postcode} {city}' without the missing parts", () => {
    const full = {
      'addr:street': 'Rua das Flores',
      'addr:housenumber': '103',
      'addr:postcode': '1200-194',
      'addr:city': 'Lisboa',
    };
    expect(osmAddress(full)).toBe('Rua das Flores 103, 1200-194 Lisboa');
    expect(osmAddress({ 'addr:street': 'Rua das Flores', 'addr:city': 'Lisboa' })).toBe(
      'Rua das Flores, Lisboa',
    );
    expect(osmAddress({ 'addr:housenumber': '7', 'addr:postcode': '10115' })).toBe('7, 10115');
    expect(osmAddress({ 'addr:city': 'Lisboa' })).toBe('Lisboa');
    expect(osmAddress({ 'addr:place': 'Largo do Carmo', 'addr:housenumber': '4' })).toBe('Largo do Carmo 4');
  });

  it('is empty without addr:* tags', () => {
    expect(osmAddress({})).toBe('');
    expect(osmAddress({ name: 'Somewhere', 'addr:street': '  ' })).toBe('');
  });
});

describe('osmImage', () => {
  const url = (tags: Record<string, string>) => {
    const image = osmImage(tags);
    return image && imageUrl(image);
  };

  it('turns a Commons file into its scaled FilePath address', () => {
    expect(osmImage({ wikimedia_commons: 'File:Torre de Belém.jpg' })).toEqual({
      prefix: 'https://commons.wikimedia.org/wiki/Special:FilePath/Torre_de_Bel%C3%A9m.jpg?width=1280&size=',
      suffix: '',
    });
    expect(url({ wikimedia_commons: 'File:A & B?.png;File:Second.png' })).toBe(
      'https://commons.wikimedia.org/wiki/Special:FilePath/A_%26_B%3F.png?width=1280&size=original',
    );
  });

  it('ignores a Commons category, and falls back to image=', () => {
    expect(osmImage({ wikimedia_commons: 'Category:Lisbon' })).toBeNull();
    expect(url({ wikimedia_commons: 'Category:Lisbon', image: 'https://img.example.org/a.jpg' })).toBe(
      'https://img.example.org/a.jpg?size=original',
    );
  });

  it('reads a Commons page in image= as its file', () => {
    expect(url({ image: 'https://commons.wikimedia.org/wiki/File:Pra%C3%A7a_do_Com%C3%A9rcio.jpg' })).toBe(
      'https://commons.wikimedia.org/wiki/Special:FilePath/Pra%C3%A7a_do_Com%C3%A9rcio.jpg?width=1280&size=original',
    );
    expect(url({ image: 'https://commons.m.wikimedia.org/wiki/File:X Y.jpg' })).toBe(
      'https://commons.wikimedia.org/wiki/Special:FilePath/X_Y.jpg?width=1280&size=original',
    );
  });

  it('appends the size to any other https picture, after its own query if it has one', () => {
    expect(osmImage({ image: 'https://img.example.org/a.jpg' })).toEqual({
      prefix: 'https://img.example.org/a.jpg?size=',
      suffix: '',
    });
    expect(url({ image: 'https://img.example.org/a.jpg?w=800' })).toBe(
      'https://img.example.org/a.jpg?w=800&size=original',
    );
  });

  it('ignores pictures that are not https addresses', () => {
    for (const image of [
      'http://img.example.org/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/relative/a.jpg',
      'https://img.example.org/a b.jpg',
      'https://img.example.org/a.jpg#top',
      'Photo by me',
    ]) {
      expect(osmImage({ image }), image).toBeNull();
    }
    expect(osmImage({})).toBeNull();
  });
});

describe('osm kinds', () => {
  it("cover the spec's five categories in its order, each with its own icon", () => {
    expect(OSM_CATEGORIES.map(({ id }) => id)).toEqual([10000, 13003, 16000, 13065, 18000]);
    expect(new Set(OSM_CATEGORIES.map(({ icon }) => icon)).size).toBe(5);
    expect(osmCategories(undefined)).toBe(OSM_CATEGORIES);
    expect(osmCategories(13065).map(({ id }) => id)).toEqual([13065]);
  });

  it('give a feature its kind within the asked categories', () => {
    expect(osmKindOf({ amenity: 'pub' }, OSM_CATEGORIES)).toMatchObject({
      category: { id: 13003 },
      kind: { name: 'Pub', pluralName: 'Pubs' },
    });
    expect(osmKindOf({ tourism: 'viewpoint' }, OSM_CATEGORIES)?.kind.name).toBe('Scenic Lookout');
    // A pub that is also an attraction is a landmark when only landmarks are asked for.
    expect(osmKindOf({ amenity: 'pub', tourism: 'attraction' }, osmCategories(16000))?.category.id).toBe(
      16000,
    );
    expect(osmKindOf({ amenity: 'pub' }, osmCategories(16000))).toBeNull();
    expect(osmKindOf({ shop: 'bakery' }, OSM_CATEGORIES)).toBeNull();
  });
});

describe('place ranking helpers', () => {
  it('measures great-circle distances in metres', () => {
    expect(metresBetween({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111_195, -1);
    // Lisbon to Porto, about 274 km.
    expect(metresBetween({ lat: 38.7223, lon: -9.1393 }, { lat: 41.1579, lon: -8.6291 }) / 1000).toBeCloseTo(
      274,
      0,
    );
    expect(metresBetween({ lat: 10, lon: 20 }, { lat: 10, lon: 20 })).toBe(0);
  });

  it('interleaves groups by rank, skipping the ones that ran out', () => {
    expect(interleave([['a1', 'a2', 'a3'], ['b1'], [], ['c1', 'c2']])).toEqual([
      'a1',
      'b1',
      'c1',
      'a2',
      'c2',
      'a3',
    ]);
    expect(interleave([['a1', 'a2']])).toEqual(['a1', 'a2']);
    expect(interleave([])).toEqual([]);
  });
});
