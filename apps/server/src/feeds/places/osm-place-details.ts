import { webLinkSchema, type UrlHalves } from '@wayfarer/core';

type Tags = Readonly<Record<string, string | undefined>>;

const present = (value: string | undefined) => value?.trim() || undefined;

/**
 * A postal address from a feature's `addr:*` tags: `addr:full` when the mapper wrote one, else
 * '{street} {number}, {postcode} {city}' without the parts that are missing; '' when there is none.
 * `addr:place` stands in for the street where addresses are numbered by square or hamlet.
 */
export function osmAddress(tags: Tags): string {
  const full = present(tags['addr:full']);
  if (full) return full;
  const street = [
    present(tags['addr:street']) ?? present(tags['addr:place']),
    present(tags['addr:housenumber']),
  ];
  const town = [present(tags['addr:postcode']), present(tags['addr:city'])];
  return [street, town]
    .map((parts) => parts.filter(Boolean).join(' '))
    .filter(Boolean)
    .join(', ');
}

const COMMONS_PAGE = /^https:\/\/commons\.(?:m\.)?wikimedia\.org\/wiki\/(File:[^?#]+)$/i;

/**
 * Wikimedia Commons' redirect to a file's picture, scaled down to 1280 px wide. The contract adds a size
 * after the prefix ('size=original'), which Commons ignores as an unknown parameter.
 */
function commonsImage(fileTitle: string): UrlHalves | null {
  const name = fileTitle
    .replace(/^file:/i, '')
    .trim()
    .replaceAll(' ', '_');
  if (!name) return null;
  const prefix = `https://commons.wikimedia.org/wiki/Special:FilePath/${encodeURIComponent(name)}?width=1280&size=`;
  return webLinkSchema.safeParse(prefix).success ? { prefix, suffix: '' } : null;
}

/** `image=` holds a Commons file page or a picture's own address; only https ones are shown. */
function imageTagImage(value: string): UrlHalves | null {
  const commons = COMMONS_PAGE.exec(value);
  if (commons?.[1]) {
    try {
      return commonsImage(decodeURIComponent(commons[1]));
    } catch {
      return null;
    }
  }
  if (!/^https:\/\//i.test(value) || value.includes('#')) return null;
  const prefix = `${value}${value.includes('?') ? '&' : '?'}size=`;
  return webLinkSchema.safeParse(prefix).success ? { prefix, suffix: '' } : null;
}

/**
 * At most one picture of a feature, in the contract's two halves: its Commons file (`wikimedia_commons`,
 * the most reliable), else its `image=` tag. Several values ('a;b') give the first.
 */
export function osmImage(tags: Tags): UrlHalves | null {
  const commons = present(tags['wikimedia_commons']?.split(';')[0]);
  if (commons && /^file:/i.test(commons)) {
    const image = commonsImage(commons);
    if (image) return image;
  }
  const image = present(tags['image']?.split(';')[0]);
  return image ? imageTagImage(image) : null;
}
