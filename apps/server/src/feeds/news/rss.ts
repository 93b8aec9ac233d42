import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { UpstreamError } from '../upstream';

/** One RSS 2.0 item, the parts a news feed reads; any of them may be missing in a real feed. */
export interface RssItem {
  title: string;
  link: string;
  pubDate: string | null;
  /** The publisher, from `<source url="…">Name</source>` (Google News names the article's publisher). */
  source: { name: string; url: string | null } | null;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Text stays text: a headline such as '2026' must not become a number.
  parseTagValue: false,
  // Numeric references (&#39;, &#x201C;) are common in headlines; without this they would stay as written.
  htmlEntities: true,
  // A feed of one item is still a list; callbacks get the path as a string ('rss.channel.item').
  jPath: true,
  isArray: (_name, jPath) => jPath === 'rss.channel.item',
});

/** A text element as the parser gives it: a string, or an object when it carries attributes. */
const textSchema = z.union([
  z.string(),
  z.object({ '#text': z.string().optional() }).transform((node) => node['#text'] ?? ''),
]);

const itemSchema = z.object({
  title: textSchema.optional(),
  link: textSchema.optional(),
  pubDate: textSchema.optional(),
  source: z
    .union([
      z.string().transform((name) => ({ name, url: null })),
      z.object({ '#text': z.string().optional(), '@_url': z.string().optional() }).transform((node) => ({
        name: node['#text'] ?? '',
        url: node['@_url'] ?? null,
      })),
    ])
    .optional(),
});

/** An RSS document: `<rss><channel>`, the channel empty (`''`) when it has no child at all. */
const documentSchema = z.object({
  rss: z.object({
    channel: z.union([z.literal(''), z.object({ item: z.array(z.unknown()).optional() })]),
  }),
});

/**
 * The items of an RSS 2.0 document. Anything that is not one (an HTML error page answered with 200, a
 * consent page) is an 'invalid' answer, never an empty feed; an item lacking a title or link is left out.
 */
export function parseRssItems(provider: string, text: string): RssItem[] {
  let data: unknown;
  try {
    data = parser.parse(text);
  } catch {
    throw new UpstreamError(provider, 'invalid', 'answered something that is not XML');
  }
  const document = documentSchema.safeParse(data);
  if (!document.success)
    throw new UpstreamError(provider, 'invalid', 'answered something that is not an RSS feed');
  const { channel } = document.data.rss;
  if (channel === '') return [];
  return (channel.item ?? []).flatMap((raw) => {
    const item = itemSchema.safeParse(raw);
    if (!item.success) return [];
    const { title = '', link = '', pubDate, source } = item.data;
    if (!title.trim() || !link.trim()) return [];
    const name = source?.name.trim();
    return [
      {
        title: title.trim(),
        link: link.trim(),
        pubDate: pubDate?.trim() || null,
        source: name ? { name, url: source?.url ?? null } : null,
      },
    ];
  });
}
