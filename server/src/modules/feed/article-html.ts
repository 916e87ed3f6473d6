import { renderFeedArticle } from '../../lib/markdown/render';
import { absoluteUrl } from '../../lib/site-url';

/**
 * An article's Markdown for feed readers: the article page's renderer and sanitiser
 * (lib/markdown, docs/security.md "Article HTML"), with every link and image made absolute, since
 * feed readers resolve nothing against the blog.
 */
export function articleHtml(markdownText: string, origin: string): string {
  return renderFeedArticle(markdownText, (url) => absoluteUrl(origin, url));
}
