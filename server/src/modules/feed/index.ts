// What other modules, server rendering and the importer may use of this module (docs/architecture.md "Server layers").
export { sanitizeArticleHtml } from './article-html';
