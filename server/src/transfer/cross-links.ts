import { convertHugoShortcodes } from './hugo-shortcodes';
import { rewritePostLinks, type PostLinks } from './post-links';
import type { RefIndex } from './ref-index';

/** What an import run knows of its posts' places: refs, links and the article id of each source path. */
export interface LinkTargets {
  refs: RefIndex;
  links: PostLinks;
  /** Source path → article id, for every article of this blog (refs point at them). */
  ids: Map<string, number>;
}

/** Hugo's refs and links between posts, both to articles of this import (pending: one not saved yet). */
export function crossLinks(run: LinkTargets, rel: string, content: string) {
  const hugo = convertHugoShortcodes(content, run.refs.resolver(rel, run.ids));
  const links = rewritePostLinks(hugo.content, run.links.resolver(rel, run.ids));
  return {
    content: links.content,
    warnings: [...hugo.warnings, ...links.warnings],
    pending: hugo.pending || links.pending,
    encrypted: hugo.encrypted,
  };
}
