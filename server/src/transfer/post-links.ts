import path from 'node:path';
import { normalizeOldPath } from '../modules/redirect';
import { mapProse } from './image-links';
import { parseArgs } from './markup-scan';

/**
 * Links from one imported post to another, rewritten to the articles (docs/import-export.md, Links
 * between posts): Hexo's `{% post_link slug [text] %}` / `{% post_path slug %}`, relative links to
 * a sibling `.md`, and links to the old site's addresses of its posts (`/2014/11/20/slug/`,
 * `https://old.example/posts/slug/`). A resolver answers the article's URL, null when the target is
 * no post of this import, undefined when its article is created later in this run.
 */
export type PostLinkResolver = (target: PostTarget) => { url: string; title: string } | null | undefined;
export type PostTarget = { slug: string } | { href: string };

export interface PostEntry {
  rel: string;
  title: string;
  oldPaths: string[];
}

export class PostLinks {
  private readonly byPath = new Map<string, PostEntry>();
  private readonly bySlug = new Map<string, PostEntry>();
  private readonly byRel = new Map<string, PostEntry>();

  constructor(
    posts: readonly PostEntry[],
    private readonly hosts: readonly string[],
  ) {
    for (const post of posts) {
      this.byRel.set(post.rel, post);
      for (const old of post.oldPaths) {
        const key = normalizeOldPath(old);
        if (key) this.byPath.set(key, post);
      }
      const slug = post.rel.replace(/^_posts\//, '').replace(/\.(md|markdown)$/i, '');
      this.bySlug.set(slug, post);
      if (!this.bySlug.has(path.posix.basename(slug))) this.bySlug.set(path.posix.basename(slug), post);
    }
  }

  /** The old addresses of a post, for the redirect table. */
  oldPaths(rel: string): string[] {
    return this.byRel.get(rel)?.oldPaths ?? [];
  }

  private find(fromRel: string, target: PostTarget): PostEntry | null {
    if ('slug' in target) return this.bySlug.get(target.slug) ?? null;
    const href = target.href;
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) {
      let host = '';
      try {
        host = new URL(href, 'http://x').host.toLowerCase();
      } catch {
        return null;
      }
      if (!this.hosts.includes(host)) return null;
    } else if (!href.startsWith('/')) {
      const file = decodeURI(href.split(/[?#]/)[0]);
      if (!/\.(md|markdown)$/i.test(file)) return null;
      return this.byRel.get(path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), file))) ?? null;
    }
    const key = normalizeOldPath(href);
    return key ? (this.byPath.get(key) ?? null) : null;
  }

  resolver(fromRel: string, ids: ReadonlyMap<string, number>): PostLinkResolver {
    return (target) => {
      const post = this.find(fromRel, target);
      if (!post) return null;
      const id = ids.get(post.rel);
      return id === undefined ? undefined : { url: `/article?id=${id}`, title: post.title };
    };
  }
}

const POST_TAG = /\{%-?\s*(post_link|post_path)\s+([\s\S]*?)\s*-?%\}/g;
const MD_LINK = /(?<!!)(\[(?:[^[\]\n]|\[[^\]\n]*\])*\]\(\s*)(<[^>\n]*>|[^\s)]+)/g;
const HTML_LINK = /(<a\b[^>]*?\bhref\s*=\s*)("[^"]*"|'[^']*')/gi;

export function rewritePostLinks(
  markdown: string,
  resolve: PostLinkResolver,
): { content: string; warnings: string[]; pending: boolean } {
  const warnings: string[] = [];
  let pending = false;
  const link = (href: string): string | null => {
    const anchor = href.includes('#') ? href.slice(href.indexOf('#')) : '';
    const found = resolve({ href });
    if (found === undefined) pending = true;
    return found ? found.url + anchor : null;
  };
  const content = mapProse(markdown, (prose) =>
    prose
      .replace(POST_TAG, (all, name: string, argText: string) => {
        const [slug = '', ...rest] = parseArgs(argText).positional.filter((a) => !/^(true|false)$/.test(a));
        const found = resolve({ slug });
        if (found === undefined) pending = true;
        if (found === null) warnings.push(`{% ${name} ${slug} %} 指向的文章不在这次导入里（保持原样）`);
        if (!found) return all;
        return name === 'post_path'
          ? found.url
          : `[${(rest.join(' ') || found.title).replace(/([[\]])/g, '\\$1')}](${found.url})`;
      })
      .replace(MD_LINK, (all, head: string, url: string) => {
        const target = url.startsWith('<') ? url.slice(1, -1) : url;
        const next = link(target);
        return next === null ? all : head + next;
      })
      .replace(HTML_LINK, (all, head: string, quoted: string) => {
        const next = link(quoted.slice(1, -1).replace(/&amp;/g, '&'));
        return next === null ? all : `${head}"${next}"`;
      }),
  );
  return { content, warnings: [...new Set(warnings)], pending };
}
