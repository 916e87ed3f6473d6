// The article page (/article): its own feature so that the body's themes, the table of contents and
// the reading-time report never travel with the home page's article list.
export { ArticleDetail } from './ArticleDetail';
export { useGetArticleByIdQuery } from './articleDetailApi';
// The readers' look for the admin editor's md-editor-rt preview (same highlighter and code themes);
// readers themselves get HTML made on the server and never load the highlighter.
export { useHighlighterReady } from './markdown/highlighter';
export { applyCodeTheme, codeStyleMode } from './markdown/codeThemeStyles';
export { articleDetailApi } from './articleDetailApi';
