/*
 * Our own icons of the five advice categories, for the places of providers that have none (OpenStreetMap).
 * Each is a 64 × 64 disc in the category's colour — every colour has at least 4.5:1 contrast with white —
 * holding a white pictogram. The pictograms' path data comes from Lucide (https://lucide.dev, ISC licence,
 * © Lucide Icons and Contributors): landmark, beer, trees, utensils, dumbbell, drawn on its 24-unit grid.
 */

export const PLACE_ICON_NAMES = ['discovery', 'bar', 'landmark', 'restaurant', 'sports'] as const;
export type PlaceIconName = (typeof PLACE_ICON_NAMES)[number];

interface PlaceIcon {
  title: string;
  colour: string;
  /** Lucide path data, on a 24 × 24 grid. */
  paths: readonly string[];
}

export const PLACE_ICONS: Readonly<Record<PlaceIconName, PlaceIcon>> = {
  /** Lucide 'landmark': a museum's portico. */
  discovery: {
    title: 'Discovery',
    colour: '#6d28d9',
    paths: [
      'M10 18v-7',
      'M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z',
      'M14 18v-7',
      'M18 18v-7',
      'M3 22h18',
      'M6 18v-7',
    ],
  },
  /** Lucide 'beer'. */
  bar: {
    title: 'Bar',
    colour: '#b45309',
    paths: [
      'M17 11h1a3 3 0 0 1 0 6h-1',
      'M9 12v6',
      'M13 12v6',
      'M14 7.5c-1 0-1.44.5-3 .5s-2-.5-3-.5-1.72.5-2.5.5a2.5 2.5 0 0 1 0-5c.78 0 1.57.5 2.5.5S9.44 2 11 2s2 1.5 3 1.5 1.72-.5 2.5-.5a2.5 2.5 0 0 1 0 5c-.78 0-1.5-.5-2.5-.5Z',
      'M5 8v12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V8',
    ],
  },
  /** Lucide 'trees': parks and the outdoors. */
  landmark: {
    title: 'Landmarks and Outdoors',
    colour: '#047857',
    paths: [
      'M10 10v.2A3 3 0 0 1 8.9 16H5a3 3 0 0 1-1-5.8V10a3 3 0 0 1 6 0Z',
      'M7 16v6',
      'M13 19v3',
      'M12 19h8.3a1 1 0 0 0 .7-1.7L18 14h.3a1 1 0 0 0 .7-1.7L16 9h.2a1 1 0 0 0 .8-1.7L13 3l-1.4 1.5',
    ],
  },
  /** Lucide 'utensils'. */
  restaurant: {
    title: 'Restaurant',
    colour: '#b91c1c',
    paths: [
      'M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2',
      'M7 2v20',
      'M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7',
    ],
  },
  /** Lucide 'dumbbell'. */
  sports: {
    title: 'Sports and Recreation',
    colour: '#1d4ed8',
    paths: [
      'M17.596 12.768a2 2 0 1 0 2.829-2.829l-1.768-1.767a2 2 0 0 0 2.828-2.829l-2.828-2.828a2 2 0 0 0-2.829 2.828l-1.767-1.768a2 2 0 1 0-2.829 2.829z',
      'm2.5 21.5 1.4-1.4',
      'm20.1 3.9 1.4-1.4',
      'M5.343 21.485a2 2 0 1 0 2.829-2.828l1.767 1.768a2 2 0 1 0 2.829-2.829l-6.364-6.364a2 2 0 1 0-2.829 2.829l1.768 1.767a2 2 0 0 0-2.828 2.829z',
      'm9.6 14.4 4.8-4.8',
    ],
  },
};

export function isPlaceIconName(name: string): name is PlaceIconName {
  return (PLACE_ICON_NAMES as readonly string[]).includes(name);
}

/** The pictogram's 24 units drawn 32 px wide in the middle of the 64 px disc. */
function render({ title, colour, paths }: PlaceIcon): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">',
    `<title>${title}</title>`,
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>`,
    '<g transform="translate(16 16) scale(1.3333)" fill="none" stroke="#ffffff" stroke-width="2"',
    ' stroke-linecap="round" stroke-linejoin="round">',
    ...paths.map((d) => `<path d="${d}"/>`),
    '</g></svg>',
  ].join('');
}

const SVGS = new Map<string, string>(PLACE_ICON_NAMES.map((name) => [name, render(PLACE_ICONS[name])]));

/** The SVG document of a category icon by its name ('bar'), or undefined for a name that is none. */
export function placeIconSvg(name: string): string | undefined {
  return SVGS.get(name);
}
