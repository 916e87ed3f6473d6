import { Type } from '@sinclair/typebox';

// The XML routes take no params, no query and no body; their 200 answer is a document (a string)
// declared per content type so the API description names the right media type.
const xmlDocument = (contentType: string) => ({
  content: { [contentType]: { schema: Type.String({ description: 'XML document' }) } },
});

export const RSS_TYPE = 'application/rss+xml; charset=utf-8';
export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';
export const SITEMAP_TYPE = 'application/xml; charset=utf-8';

export const RssResponse = { 200: xmlDocument('application/rss+xml') };
export const AtomResponse = { 200: xmlDocument('application/atom+xml') };
export const SitemapResponse = { 200: xmlDocument('application/xml') };
