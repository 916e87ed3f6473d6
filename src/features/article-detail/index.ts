// The article page (/article): its own feature so that md-editor-rt, the table of contents and the
// reading-time report never travel with the home page's article list.
export { ArticleDetail, preloadArticleMarkdown } from './ArticleDetail';
export { useGetArticleByIdQuery } from './articleDetailApi';
// The readers' Markdown look, for the admin editor's preview (same highlighter and code themes).
export { useHighlighterReady } from './markdown/highlighter';
export { applyCodeTheme, codeStyleMode } from './markdown/codeThemeStyles';
export { articleDetailApi } from './articleDetailApi';
