import { Readable } from 'node:stream';
import FeedParser from 'feedparser';

/** What a real feed reader library (feedparser) makes of a feed: its meta and its items. */
export interface ParsedFeed {
  meta: FeedParser.Meta;
  items: FeedParser.Item[];
}

/** Parses a feed document the way a subscriber's reader does (feedparser, a SAX-based reader). */
export function readFeed(xml: string): Promise<ParsedFeed> {
  return new Promise((resolve, reject) => {
    const parser = new FeedParser({ addmeta: false });
    const items: FeedParser.Item[] = [];
    parser.on('error', reject);
    parser.on('readable', () => {
      let item: FeedParser.Item | null;
      while ((item = parser.read() as FeedParser.Item | null)) items.push(item);
    });
    parser.on('end', () => resolve({ meta: parser.meta, items }));
    Readable.from([xml]).pipe(parser);
  });
}

/**
 * The text a reader shows for a field it treats as HTML: markup dropped, entities decoded. A
 * title written as escaped text reads back exactly; one written as HTML loses its `<…>` words.
 */
export function shownText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
