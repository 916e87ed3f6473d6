import type { FrontMatter } from './front-matter';

/**
 * Posts their old blog showed only behind a password (docs/import-export.md, Protected posts):
 * hexo-blog-encrypt's and FixIt's `password:` front matter, the tags hexo-blog-encrypt's config
 * encrypts (`encrypt.tags: [{name, password}]`), FixIt's `fixit-encryptor` shortcode. They arrive
 * private — never public — with this warning; the password itself is never copied anywhere.
 */
export const PROTECTED_WARNING = '受密码保护：已设为私密（密码未导入）';

const given = (value: unknown) => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

function encryptedTags(config: FrontMatter): Set<string> {
  const encrypt = config.encrypt;
  const list = encrypt && typeof encrypt === 'object' && !Array.isArray(encrypt) ? (encrypt as FrontMatter).tags : null;
  if (!Array.isArray(list)) return new Set();
  return new Set(
    list
      .map((entry: unknown) => (entry && typeof entry === 'object' ? (entry as FrontMatter) : {}))
      .filter((entry) => given(entry.password) && typeof entry.name === 'string')
      .map((entry) => String(entry.name)),
  );
}

/** Whether the front matter (or the site's encrypted tags) puts the post behind a password. */
export function behindPassword(data: FrontMatter, tags: readonly string[], config: FrontMatter): boolean {
  if (given(data.password)) return true;
  const encrypted = encryptedTags(config);
  return tags.some((tag) => encrypted.has(tag));
}
