// What other modules and server rendering may use of this module (docs/architecture.md "Server layers").
export { ARTICLE_PUBLIC, pageTagsQuery, publicArticles, publicSummaries, toCount, withTags } from './queries';
export { articleViewCounter, type ArticleViewCounter } from './view-counter';
export { escapeLike } from './search-like';
