import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../upstream';
import { parseRssItems } from './rss';

const rss = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Feed</title>${items}</channel></rss>`;

const failureOf = (text: string) => {
  try {
    parseRssItems('test', text);
  } catch (error) {
    return error;
  }
  return null;
};

describe('parseRssItems', () => {
  it('reads title, link, pubDate and the source with its url', () => {
    const items = parseRssItems(
      'test',
      rss(
        '<item><title>Tom &amp; Jerry&#39;s &#x201C;day&#x201D; - BBC</title><link>https://a.example/1</link>' +
          '<guid isPermaLink="false">1</guid><pubDate>Mon, 23 Nov 2026 09:05:07 GMT</pubDate>' +
          '<description>&lt;a href="x"&gt;y&lt;/a&gt;&amp;nbsp;</description>' +
          '<source url="https://www.bbc.co.uk">BBC</source></item>',
      ),
    );
    expect(items).toEqual([
      {
        title: "Tom & Jerry's \u201Cday\u201D - BBC",
        link: 'https://a.example/1',
        pubDate: 'Mon, 23 Nov 2026 09:05:07 GMT',
        source: { name: 'BBC', url: 'https://www.bbc.co.uk' },
      },
    ]);
  });

  it('keeps text as text and leaves out items without a title or link', () => {
    const items = parseRssItems(
      'test',
      rss(
        '<item><title>2026</title><link>https://a.example/1</link></item>' +
          '<item><title></title><link>https://a.example/2</link></item>' +
          '<item><title>No link</title></item>' +
          '<item><title>No source</title><link>https://a.example/3</link><source>Plain</source></item>',
      ),
    );
    expect(items).toEqual([
      { title: '2026', link: 'https://a.example/1', pubDate: null, source: null },
      {
        title: 'No source',
        link: 'https://a.example/3',
        pubDate: null,
        source: { name: 'Plain', url: null },
      },
    ]);
  });

  it('takes a channel without items as an empty feed', () => {
    expect(parseRssItems('test', rss(''))).toEqual([]);
    expect(parseRssItems('test', '<rss version="2.0"><channel></channel></rss>')).toEqual([]);
  });

  it('refuses anything that is not an RSS document with a channel', () => {
    for (const text of [
      '<!doctype html><html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
      '<html><head><title>Before you continue to Google</title></head><body><form></form></body></html>',
      '<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title></feed>',
      '<rss version="2.0"></rss>',
      '{"results":[]}',
      'Service Unavailable',
      '',
    ]) {
      const failure = failureOf(text);
      expect(failure, text).toBeInstanceOf(UpstreamError);
      expect(failure).toMatchObject({ provider: 'test', reason: 'invalid' });
    }
  });

  it('reads a full-size feed whose descriptions are dense with entities', () => {
    const item = (index: number) =>
      `<item><title>Story ${index} &amp; more &#8212; here - Source ${index}</title>` +
      `<link>https://news.google.com/rss/articles/CBMi${index}?oc=5</link>` +
      `<pubDate>Mon, 23 Nov 2026 09:05:07 GMT</pubDate><description>${'&lt;a href=&quot;x&quot;&gt;y&lt;/a&gt;&amp;nbsp;'.repeat(20)}</description>` +
      `<source url="https://s${index}.example">Source ${index}</source></item>`;
    const items = parseRssItems('test', rss(Array.from({ length: 100 }, (_, index) => item(index)).join('')));
    expect(items).toHaveLength(100);
    expect(items[99]?.title).toBe('Story 99 & more \u2014 here - Source 99');
  });
});
