import type { AdviceCategoryId } from '@wayfarer/core';
import type { PlaceIconName } from './place-icons';

/** One kind of OpenStreetMap feature (one tag), named the way Foursquare names its categories. */
export interface OsmKind {
  key: string;
  value: string;
  name: string;
  pluralName: string;
}

/** A spec advice category (spec section 9) as the OpenStreetMap kinds that make it up, and its icon. */
export interface OsmCategory {
  id: AdviceCategoryId;
  icon: PlaceIconName;
  kinds: readonly OsmKind[];
}

const kind = (tag: `${string}=${string}`, name: string, pluralName: string): OsmKind => {
  const [key = '', value = ''] = tag.split('=');
  return { key, value, name, pluralName };
};

/** In the spec's order of the categories; within one, a feature is of the first kind its tags match. */
export const OSM_CATEGORIES: readonly OsmCategory[] = [
  {
    id: 10000,
    icon: 'discovery',
    kinds: [
      kind('tourism=museum', 'Museum', 'Museums'),
      kind('tourism=gallery', 'Art Gallery', 'Art Galleries'),
      kind('amenity=theatre', 'Theater', 'Theaters'),
      kind('amenity=arts_centre', 'Arts Center', 'Arts Centers'),
    ],
  },
  {
    id: 13003,
    icon: 'bar',
    kinds: [
      kind('amenity=bar', 'Bar', 'Bars'),
      kind('amenity=pub', 'Pub', 'Pubs'),
      kind('amenity=biergarten', 'Beer Garden', 'Beer Gardens'),
    ],
  },
  {
    id: 16000,
    icon: 'landmark',
    kinds: [
      kind('tourism=attraction', 'Tourist Attraction', 'Tourist Attractions'),
      kind('tourism=viewpoint', 'Scenic Lookout', 'Scenic Lookouts'),
      kind('leisure=park', 'Park', 'Parks'),
      kind('historic=monument', 'Monument', 'Monuments'),
    ],
  },
  {
    id: 13065,
    icon: 'restaurant',
    kinds: [kind('amenity=restaurant', 'Restaurant', 'Restaurants')],
  },
  {
    id: 18000,
    icon: 'sports',
    kinds: [
      kind('leisure=sports_centre', 'Sports Center', 'Sports Centers'),
      kind('leisure=stadium', 'Stadium', 'Stadiums'),
      kind('leisure=fitness_centre', 'Gym', 'Gyms'),
      kind('leisure=golf_course', 'Golf Course', 'Golf Courses'),
    ],
  },
];

/** The categories a query asks for: the one given, or all of them (the dashboard's strip). */
export function osmCategories(categoryId: AdviceCategoryId | undefined): readonly OsmCategory[] {
  return categoryId === undefined ? OSM_CATEGORIES : OSM_CATEGORIES.filter(({ id }) => id === categoryId);
}

/** The first of the categories' kinds a feature's tags match, with its category. */
export function osmKindOf(
  tags: Readonly<Record<string, string>>,
  categories: readonly OsmCategory[],
): { category: OsmCategory; kind: OsmKind } | null {
  for (const category of categories) {
    const match = category.kinds.find(({ key, value }) => tags[key] === value);
    if (match) return { category, kind: match };
  }
  return null;
}
