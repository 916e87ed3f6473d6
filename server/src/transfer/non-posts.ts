import path from 'node:path';
import type { FrontMatter } from './front-matter';

/**
 * Files that hold no post (docs/import-export.md, Not posts): Hugo's section and taxonomy list
 * pages (`_index.md`), headless bundles, pages Hugo never renders, and list / search / archive pages
 * of both engines (`layout: archives`, NexT's `type: tags`), and theme pages (friends, gallery…). Answers the report's reason, or null.
 */
const LIST_LAYOUTS = new Set(['archives', 'archive', 'search', 'list', 'terms', 'taxonomy', 'tags', 'categories']);

// Theme pages whose content the theme makes from its own data (Butterfly's `type: link` friends page,
// gallery, music…, NexT's schedule, Fluid's `layout: links`, Volantis's friends, Anzhiyu's fcircle).
const THEME_PAGES = new Set([
  'link',
  'links',
  'flink',
  'friends',
  'friend',
  'fcircle',
  'gallery',
  'galleries',
  'gallerygroup',
  'album',
  'photos',
  'guestbook',
  'messageboard',
  'comments',
  'reward',
  'donate',
  'music',
  'movies',
  'books',
  'essay',
  'shuoshuo',
  'talking',
  'schedule',
  'about',
  '404',
]);

const word = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

function neverRendered(build: unknown): boolean {
  if (!build || typeof build !== 'object' || Array.isArray(build)) return false;
  const render = (build as FrontMatter).render;
  return render === false || word(render) === 'never' || word(render) === 'false';
}

export function notAPost(file: string, data: FrontMatter): string | null {
  if (/^_index(\.[\w-]+)?\.(md|markdown)$/i.test(path.basename(file)))
    return 'Hugo 的列表页（_index），不是文章，已跳过';
  if (data.headless === true) return 'Hugo 的 headless 页面包，不是文章，已跳过';
  if (neverRendered(data._build) || neverRendered(data.build))
    return 'Hugo 不渲染这一页（build.render: never），已跳过';
  const layout = word(data.layout);
  const type = word(data.type);
  if (LIST_LAYOUTS.has(layout) || LIST_LAYOUTS.has(type))
    return `列表页（${LIST_LAYOUTS.has(layout) ? `layout: ${layout}` : `type: ${type}`}），不是文章，已跳过`;
  const page = THEME_PAGES.has(type) ? `type: ${type}` : THEME_PAGES.has(layout) ? `layout: ${layout}` : '';
  if (page) return `主题的页面（${page}），内容由主题生成，不是文章，已跳过`;
  if (data.layout === false) return 'Hexo 原样输出的页面（layout: false），不是文章，已跳过';
  return null;
}
