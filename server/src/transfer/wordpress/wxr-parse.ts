import sax from 'sax';

/**
 * Reads a WordPress eXtended RSS file (WXR 1.0–1.2, what Tools → Export writes) into plain records
 * (docs/import-export.md, WordPress). Element names are matched with their usual prefixes
 * (`wp:`, `content:`, `excerpt:`, `dc:`), as every WordPress version writes them.
 */

interface Node {
  name: string;
  attributes: Record<string, string>;
  children: Node[];
  text: string;
}

export interface WxrComment {
  id: string;
  author: string;
  email: string;
  url: string;
  date: string;
  dateGmt: string;
  content: string;
  approved: string;
  type: string;
  parent: string;
  userId: string;
}

export interface WxrItem {
  title: string;
  link: string;
  creator: string;
  content: string;
  excerpt: string;
  postId: string;
  date: string;
  dateGmt: string;
  modified: string;
  modifiedGmt: string;
  name: string;
  status: string;
  postType: string;
  password: string;
  isSticky: boolean;
  attachmentUrl: string;
  /** `wp:post_parent`: for an attachment, the post it was uploaded to ('0' for none). */
  parentId: string;
  categories: string[];
  tags: string[];
  /** `_thumbnail_id` post meta: the attachment shown as the featured image. */
  thumbnailId: string;
  comments: WxrComment[];
}

/** A `wp:author`: a WordPress user who wrote posts (subscribers are not listed). */
export interface WxrAuthor {
  /** `wp:author_id`; '' in WordPress.com exports, which leave it out. */
  id: string;
  login: string;
  /** Lower-cased; unique among a WordPress site's users. */
  email: string;
}

export interface WxrSite {
  title: string;
  link: string;
  baseBlogUrl: string;
  authors: WxrAuthor[];
  items: WxrItem[];
}

function parseTree(xml: string): Node {
  const parser = sax.parser(true, { trim: false, normalize: false });
  const root: Node = { name: '#root', attributes: {}, children: [], text: '' };
  const stack: Node[] = [root];
  parser.onopentag = (tag) => {
    const node: Node = { name: tag.name, attributes: tag.attributes as Record<string, string>, children: [], text: '' };
    stack[stack.length - 1].children.push(node);
    stack.push(node);
  };
  parser.onclosetag = () => void stack.pop();
  parser.ontext = (text) => void (stack[stack.length - 1].text += text);
  parser.oncdata = (text) => void (stack[stack.length - 1].text += text);
  parser.write(xml).close();
  return root;
}

const child = (node: Node | undefined, name: string) => node?.children.find((c) => c.name === name);
const text = (node: Node | undefined, name: string) => (child(node, name)?.text ?? '').trim();
const raw = (node: Node | undefined, name: string) => child(node, name)?.text ?? '';
const all = (node: Node | undefined, name: string) => node?.children.filter((c) => c.name === name) ?? [];

function comment(node: Node): WxrComment {
  return {
    id: text(node, 'wp:comment_id'),
    author: text(node, 'wp:comment_author'),
    email: text(node, 'wp:comment_author_email'),
    url: text(node, 'wp:comment_author_url'),
    date: text(node, 'wp:comment_date'),
    dateGmt: text(node, 'wp:comment_date_gmt'),
    content: raw(node, 'wp:comment_content'),
    approved: text(node, 'wp:comment_approved'),
    type: text(node, 'wp:comment_type'),
    parent: text(node, 'wp:comment_parent'),
    userId: text(node, 'wp:comment_user_id'),
  };
}

function item(node: Node): WxrItem {
  const terms = (domain: string) =>
    all(node, 'category')
      .filter((c) => c.attributes.domain === domain)
      .map((c) => c.text.trim())
      .filter(Boolean);
  const meta = all(node, 'wp:postmeta').find((m) => text(m, 'wp:meta_key') === '_thumbnail_id');
  return {
    title: text(node, 'title'),
    link: text(node, 'link'),
    creator: text(node, 'dc:creator'),
    content: raw(node, 'content:encoded'),
    excerpt: raw(node, 'excerpt:encoded').trim(),
    postId: text(node, 'wp:post_id'),
    date: text(node, 'wp:post_date'),
    dateGmt: text(node, 'wp:post_date_gmt'),
    modified: text(node, 'wp:post_modified'),
    modifiedGmt: text(node, 'wp:post_modified_gmt'),
    name: text(node, 'wp:post_name'),
    status: text(node, 'wp:status'),
    postType: text(node, 'wp:post_type'),
    password: text(node, 'wp:post_password'),
    isSticky: text(node, 'wp:is_sticky') === '1',
    attachmentUrl: text(node, 'wp:attachment_url'),
    parentId: text(node, 'wp:post_parent'),
    categories: terms('category'),
    tags: terms('post_tag'),
    thumbnailId: meta ? text(meta, 'wp:meta_value') : '',
    comments: all(node, 'wp:comment').map(comment),
  };
}

/** Throws with the XML parser's reason when the file is not well-formed or not a WXR file. */
export function parseWxr(xml: string): WxrSite {
  const channel = child(child(parseTree(xml), 'rss'), 'channel');
  if (!channel || !child(channel, 'wp:wxr_version'))
    throw new Error('不是 WordPress 导出的 WXR 文件（缺少 wp:wxr_version）');
  return {
    title: text(channel, 'title'),
    link: text(channel, 'link'),
    baseBlogUrl: text(channel, 'wp:base_blog_url'),
    authors: all(channel, 'wp:author').map((a) => ({
      id: text(a, 'wp:author_id'),
      login: text(a, 'wp:author_login'),
      email: text(a, 'wp:author_email').toLowerCase(),
    })),
    items: all(channel, 'item').map(item),
  };
}
