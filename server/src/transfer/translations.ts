import path from 'node:path';
import type { FrontMatter } from './front-matter';

/**
 * Hugo's translations by file name (`post.fr.md` beside `post.md`; docs/import-export.md, Which
 * files): the site's default language (`defaultContentLanguage`, else Hugo's `en`; an untranslated
 * file is in it) is imported, each other language's copy is reported and skipped. A suffix counts
 * as a language when the config's `languages` names it, or — a config naming none — when the
 * untranslated file is beside it (so `node.js.md` stays a post). A page only in another language is
 * imported. A language kept in its own folder (`contentDir`) is skipped whole when the default
 * language has one too. Answers source path → the skip's reason.
 */
const SUFFIXED = /^(.*)\.([a-z]{2,3}(?:[-_][a-z0-9]{2,8})?)\.(md|markdown)$/i;

function languagesOf(config: FrontMatter): Set<string> {
  const table = config.languages;
  return new Set(
    table && typeof table === 'object' && !Array.isArray(table) ? Object.keys(table).map((k) => k.toLowerCase()) : [],
  );
}

/** Languages kept in a folder of their own (`contentDir = "content/zh-cn"`): folder under content/ → language. */
function languageDirs(config: FrontMatter): Map<string, string> {
  const dirs = new Map<string, string>();
  const table = config.languages;
  if (!table || typeof table !== 'object' || Array.isArray(table)) return dirs;
  for (const [lang, settings] of Object.entries(table as FrontMatter)) {
    const dir = settings && typeof settings === 'object' ? (settings as FrontMatter).contentDir : null;
    if (typeof dir === 'string' && /^content\/./.test(dir))
      dirs.set(`${dir.slice('content/'.length).replace(/\/+$/, '')}/`, lang.toLowerCase());
  }
  return dirs;
}

export function translationSkips(rels: readonly string[], config: FrontMatter): Map<string, string> {
  const lang = typeof config.defaultContentLanguage === 'string' ? config.defaultContentLanguage.toLowerCase() : 'en';
  const languages = languagesOf(config);
  const present = new Set(rels.map((r) => r.toLowerCase()));
  const skips = new Map<string, string>();
  const dirs = [...languageDirs(config)];
  const hasDefaultDir = dirs.some(([, l]) => l === lang);
  for (const rel of rels) {
    const inDir = dirs.find(([dir]) => rel.startsWith(dir));
    if (inDir && hasDefaultDir && inDir[1] !== lang) {
      skips.set(rel, `另一种语言（${inDir[1]}）的内容，只导入默认语言（${lang}），已跳过`);
      continue;
    }
    const m = SUFFIXED.exec(rel);
    if (!m) continue;
    const [, base, suffix] = m;
    const own = suffix.toLowerCase();
    const untranslated = ['md', 'markdown'].map((ext) => `${base}.${ext}`).find((f) => present.has(f.toLowerCase()));
    if (!(languages.has(own) || (languages.size === 0 && untranslated)) || own === lang) continue;
    const original =
      untranslated ??
      ['md', 'markdown'].map((ext) => `${base}.${lang}.${ext}`).find((f) => present.has(f.toLowerCase()));
    if (original)
      skips.set(
        rel,
        `另一种语言（${suffix}）的译文，已导入默认语言（${lang}）的 ${path.posix.basename(original)}，已跳过`,
      );
  }
  return skips;
}
