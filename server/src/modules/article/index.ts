// What other modules and server rendering may use of this module (docs/architecture.md "Server layers").
export {
  ARTICLE_PUBLIC,
  pageTagsQuery,
  protectedFlag,
  publicArticles,
  publicBody,
  publicSummaries,
  toCount,
  withTags,
} from './queries';
export { requireArticleAccess } from './access';
export { articleViewCounter, type ArticleViewCounter } from './view-counter';
export { escapeLike } from './search-like';
