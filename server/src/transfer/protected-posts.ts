import type { FrontMatter, PostAccess } from './front-matter';

/**
 * Posts their old blog showed only behind a password (docs/import-export.md, Protected posts). When
 * the password is known — hexo-blog-encrypt's and FixIt's `password:` front matter, the tags
 * hexo-blog-encrypt's config encrypts (`encrypt.tags: [{name, password}]`), WordPress's
 * `post_password`, our own export's `access_hash` — they become protected articles with that
 * password (docs/behaviour.md §11.4). FixIt's `fixit-encryptor` shortcode hides only part of a post
 * under a password of its own: such a post arrives private, with PROTECTED_WARNING.
 */
export const PROTECTED_WARNING = '受密码保护：已设为私密（密码未导入）';
export const PASSWORD_KEPT_WARNING = '受密码保护：已导入为加密文章，访问密码与原博客相同';

/** A bcrypt hash as lib/password.ts writes it. */
const BCRYPT = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;

const given = (value: unknown) => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

function encryptedTags(config: FrontMatter): Map<string, string> {
  const encrypt = config.encrypt;
  const list = encrypt && typeof encrypt === 'object' && !Array.isArray(encrypt) ? (encrypt as FrontMatter).tags : null;
  if (!Array.isArray(list)) return new Map();
  return new Map(
    list
      .map((entry: unknown) => (entry && typeof entry === 'object' ? (entry as FrontMatter) : {}))
      .filter((entry) => given(entry.password) && typeof entry.name === 'string')
      .map((entry) => [String(entry.name), String(entry.password)]),
  );
}

/** The access of a post behind a password (front matter, or the site's encrypted tags); null when open. */
export function postAccess(data: FrontMatter, tags: readonly string[], config: FrontMatter): PostAccess | null {
  const hint = typeof data.access_hint === 'string' ? data.access_hint : '';
  const hideDescription = data.hide_description === true;
  if (typeof data.access_hash === 'string' && BCRYPT.test(data.access_hash))
    return { hash: data.access_hash, hint, hideDescription };
  if (given(data.password)) return { password: String(data.password).trim(), hint, hideDescription };
  const encrypted = encryptedTags(config);
  const tag = tags.find((name) => encrypted.has(name));
  return tag === undefined ? null : { password: encrypted.get(tag), hint, hideDescription };
}
