import { GEONAMES_ATTRIBUTION } from '@wayfarer/core';
import type { ReactNode } from 'react';
import { useMessages } from '@/i18n/language';
import './geonames-credit.css';

/** Links the named source and licence inside the credit's text; plain text if the wording changes. */
function linked(text: string, links: [phrase: string, href: string][]): ReactNode[] {
  const [first, ...rest] = links;
  if (!first) return [text];
  const [phrase, href] = first;
  const at = text.indexOf(phrase);
  if (at < 0) return linked(text, rest);
  return [
    ...linked(text.slice(0, at), rest),
    <a key={href} href={href} target="_blank" rel="noreferrer">
      {phrase}
    </a>,
    ...linked(text.slice(at + phrase.length), rest),
  ];
}

/** GeoNames' CC BY credit, shown discreetly wherever its city data is. */
export function GeonamesCredit({ className }: { className?: string }) {
  const { sourceUrl, licenseUrl } = GEONAMES_ATTRIBUTION;
  const text = useMessages().trip.geonamesCredit;
  return (
    <p className={['geonames-credit', className].filter(Boolean).join(' ')}>
      {linked(text, [
        ['GeoNames', sourceUrl],
        ['CC BY 4.0', licenseUrl],
      ])}
    </p>
  );
}
