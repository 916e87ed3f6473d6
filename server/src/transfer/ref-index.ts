import path from 'node:path';
import type { RefResolver } from './hugo-shortcodes';

/**
 * Hugo's `{{< ref >}}` / `relref` targets (docs/import-export.md, Tags and shortcodes): a path to a
 * page relative to `content/` (with or without a leading `/`, with or without `.md`, a bundle by its
 * folder) or relative to the page itself, or a bare file name when only one page has it; an
 * `#anchor` is kept. The article's URL is `/article?id=N`.
 */
const strip = (rel: string) =>
  rel
    .replace(/\.(md|markdown)$/i, '')
    .replace(/(^|\/)_?index$/i, '')
    .replace(/\/$/, '');

export class RefIndex {
  private readonly keys = new Map<string, string>();
  private readonly names = new Map<string, string | null>();

  /** `rels`: every post of this import (source paths). */
  constructor(rels: readonly string[]) {
    for (const rel of rels) {
      this.keys.set(strip(rel), rel);
      const name = path.posix.basename(strip(rel));
      this.names.set(name, this.names.has(name) ? null : rel);
    }
  }

  private find(fromRel: string, target: string): string | null {
    const clean = target.replace(/^\.\//, '');
    if (!clean.startsWith('/')) {
      const relative = this.keys.get(strip(path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), clean))));
      if (relative) return relative;
    }
    return this.keys.get(strip(clean.replace(/^\/+/, ''))) ?? this.names.get(path.posix.basename(strip(clean))) ?? null;
  }

  /** A resolver for refs in `fromRel`; `ids` holds the articles saved so far (source path → id). */
  resolver(fromRel: string, ids: ReadonlyMap<string, number>): RefResolver {
    return (target) => {
      const [pagePath, anchor] = target.split('#', 2);
      const rel = pagePath ? this.find(fromRel, pagePath) : fromRel;
      if (!rel) return null;
      const id = ids.get(rel);
      return id === undefined ? undefined : `/article?id=${id}${anchor ? `#${anchor}` : ''}`;
    };
  }
}
