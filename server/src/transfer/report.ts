import type { DB } from '../db/database';
import type { ObjectStorage } from '../lib/storage';
import type { DateSource } from './read-post';
import type { FetchGuard } from './remote-images';
import type { SvgBudget } from './svg-image';

/** UPLOAD_MAX_BYTES's default (README's table): the CLI passes the configured value. */
export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImportOptions {
  db: DB;
  /** Where imported pictures are stored (docs/architecture.md "Object storage"). */
  storage: ObjectStorage;
  timeZone: string;
  /** Report what would happen; write neither rows nor files. */
  dryRun: boolean;
  /** Which blog the files come from (docs/import-export.md, Matching); default: the folder's name. */
  blog?: string;
  /** --fetch-images: download http(s) images into uploads. */
  fetchImages?: boolean;
  /**
   * Which addresses those downloads may reach: public ones by default, any with --allow-private
   * (`guardFor`); tests give their own policy or resolver. docs/security.md "Fetching remote URLs".
   */
  fetchGuard?: FetchGuard;
  /** Time and memory an SVG may take to draw (DEFAULT_SVG_BUDGET); tests set a small one. */
  svgBudget?: SvgBudget;
  /** --wp-admin: the WordPress login that is this blog's admin (docs/import-export.md, WordPress comments). */
  wpAdmin?: string;
  /** The upload size limit (UPLOAD_MAX_BYTES), applied to downloaded images; default 5 MB as uploads. */
  maxImageBytes?: number;
}

export type ImportAction = 'create' | 'update' | 'skip' | 'error';

/** One line of the report: a file (or WordPress item), what happened, and why when not imported. */
export interface FileOutcome {
  file: string;
  action: ImportAction;
  id?: number;
  title?: string;
  reason?: string;
  /** Where the creation date came from. */
  dateFrom?: DateSource;
  /** Imported anyway: images left as written, tags kept as written, dates not read… */
  warnings: string[];
  /** The post's address on the old site (Jekyll's permalink): where a redirect would come from. */
  oldUrl?: string;
  /** Internal: a shortcode ref waits for an article created later in the run. */
  pendingRefs?: boolean;
  /** WordPress: comments added to this article. */
  comments?: number;
}

export interface ImportReport {
  /** hexo, hugo, jekyll, folder or wordpress. */
  kind: string;
  blog: string;
  outcomes: FileOutcome[];
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  /** Stored pictures whose AVIF/WebP variants are made after the text import (import-variants.ts). */
  pendingVariants: string[];
}

export function summarize(
  outcomes: FileOutcome[],
  kind: string,
  blog: string,
  pendingVariants: Iterable<string> = [],
): ImportReport {
  outcomes.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const count = (action: ImportAction) => outcomes.filter((o) => o.action === action).length;
  return {
    kind,
    blog,
    outcomes,
    created: count('create'),
    updated: count('update'),
    skipped: count('skip'),
    failed: count('error'),
    pendingVariants: [...pendingVariants],
  };
}
