import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { OSM_CATEGORIES } from './osm-kinds';
import { isPlaceIconName, PLACE_ICON_NAMES, PLACE_ICONS, placeIconSvg } from './place-icons';

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

describe('place icons', () => {
  it('are five, one for each advice category', () => {
    expect(PLACE_ICON_NAMES).toEqual(['discovery', 'bar', 'landmark', 'restaurant', 'sports']);
    expect(OSM_CATEGORIES.map(({ icon }) => icon)).toEqual([...PLACE_ICON_NAMES]);
  });

  it.each(PLACE_ICON_NAMES)('%s is a well-formed 64 × 64 SVG: a coloured disc and white strokes', (name) => {
    const svg = placeIconSvg(name);
    expect(svg).toBeDefined();
    expect(XMLValidator.validate(svg!)).toBe(true);
    const { svg: root } = parser.parse(svg!) as {
      svg: {
        xmlns: string;
        width: string;
        height: string;
        viewBox: string;
        title: string;
        circle: { r: string; fill: string };
        g: { stroke: string; fill: string; path: { d: string } | { d: string }[] };
      };
    };
    expect(root).toMatchObject({
      xmlns: 'http://www.w3.org/2000/svg',
      width: '64',
      height: '64',
      viewBox: '0 0 64 64',
    });
    expect(root.title).toBe(PLACE_ICONS[name].title);
    expect(root.circle).toMatchObject({ r: '32', fill: PLACE_ICONS[name].colour });
    expect(root.g).toMatchObject({ stroke: '#ffffff', fill: 'none' });
    const paths = [root.g.path].flat();
    expect(paths.map(({ d }) => d)).toEqual(PLACE_ICONS[name].paths);
  });

  it('have colours with at least 4.5:1 contrast against white, all different', () => {
    const colours = PLACE_ICON_NAMES.map((name) => PLACE_ICONS[name].colour);
    expect(new Set(colours).size).toBe(5);
    for (const colour of colours) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('answer nothing for a name that is not an icon', () => {
    for (const name of ['', 'museum', 'Bar', 'toString', '__proto__', 'bar_64']) {
      expect(placeIconSvg(name), name).toBeUndefined();
      expect(isPlaceIconName(name)).toBe(false);
    }
    expect(isPlaceIconName('bar')).toBe(true);
  });
});
