// What other modules and server rendering may use of this module (docs/architecture.md "Server layers").
export { createArticle, updateArticle, type ArticleSource } from './article/service';
export { statusWord } from './article/status';
export { createRoute, removeRoute, updateRoute } from './shared/crud';
