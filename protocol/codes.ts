/**
 * The numeric codes stored in rows and sent in answers, named once for the server and the SPA. Code
 * compares and writes these names, never the bare numbers (the lint's named-codes rule,
 * scripts/eslint/named-codes.mjs). Comment and like targets are `TARGET` (protocol/interactionRules.ts).
 */

/**
 * articles.status (docs/behaviour.md §9.1): only public articles are ever shown to readers; a scheduled
 * one becomes public by itself at its `publish_at` (§11.1).
 */
export const ARTICLE_STATUS = { public: 1, private: 2, draft: 3, scheduled: 4 } as const;
export type ArticleStatusCode = (typeof ARTICLE_STATUS)[keyof typeof ARTICLE_STATUS];

/** articles.type: 原创, 转载, 翻译. */
export const ARTICLE_TYPE = { original: 1, reprint: 2, translation: 3 } as const;
export type ArticleTypeCode = (typeof ARTICLE_TYPE)[keyof typeof ARTICLE_TYPE];

/** talks.status: only public talks are shown; private and recycled ones answer like missing ones. */
export const TALK_STATUS = { public: 1, private: 2, recycled: 3 } as const;

/** albums.status and photos.status: a photo shows only when it and its album are public. */
export const ALBUM_STATUS = { public: 1, private: 2 } as const;

/** links.status: a friend link's review; only approved links are listed for readers. */
export const LINK_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

/** notifications.type (docs/behaviour.md §5.1): what a notification is about, which decides where it leads. */
export const NOTIFY_TYPE = { article: 1, talk: 2, messageBoard: 3, adminSite: 4, account: 5 } as const;
export type NotifyType = (typeof NOTIFY_TYPE)[keyof typeof NOTIFY_TYPE];
