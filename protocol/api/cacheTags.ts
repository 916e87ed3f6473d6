/**
 * The facts a cached answer can show. A route lists the facts its answer shows; a writer
 * invalidates the facts it changes (docs/caching.md holds the table of routes and writers). The API contracts name them (protocol/api).
 */
export const CacheTag = {
  /** The site config row, but for its visit count. */
  config: 'config',
  /**
   * The site's visit count (the config row's view_time), which every new visitor changes. Only the
   * /api/config answer carries it: pages leave it out (docs/caching.md, "Server-rendered pages").
   */
  visits: 'visits',
  /** Page banners per route. */
  pageHeaders: 'page-headers',
  /** Which articles are public and what they say: title, body, cover, status, pin, dates, category and tags. */
  articles: 'articles',
  /** Per-article counters: view_times, thumbs_up_times, reading_duration. */
  articleCounters: 'article-counters',
  /** Category and tag names. */
  taxonomy: 'taxonomy',
  /** Users: their count (statistic) and nick names (an article's authorName). */
  users: 'users',
  /** Comments and their counts. */
  comments: 'comments',
  /** Likes of articles, talks, messages and comments. */
  likes: 'likes',
  /** Albums and photos: which are public, names, covers, descriptions, urls. */
  photos: 'photos',
  /** Resource categories and their sites. */
  resources: 'resources',
  /** Message-board posts: text, style, tag, author. */
  messages: 'messages',
  /** Talks (说说): which are public, their text, images, pin and dates. */
  talks: 'talks',
  /** Friend links: which are approved and what they show. */
  links: 'links',
  /** Series (专栏): names, descriptions, covers and the order of their posts. */
  series: 'series',
} as const;

export type CacheTag = (typeof CacheTag)[keyof typeof CacheTag];
