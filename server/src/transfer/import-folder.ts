import fs from 'node:fs/promises';
import path from 'node:path';
import { bumpCacheEpoch, findImported, importAuthor, saveImported } from './article-store';
import { STATUS } from './front-matter';
import { crossLinks, type LinkTargets } from './cross-links';
import { imageLinks } from './image-links';
import { collectLocalImages, emptyImageJob, type PostPlace } from './local-images';
import { recordOldPath } from '../modules/redirect';
import { oldPathsOf, readSiteLinks } from './old-permalinks';
import { toSourcePath } from './paths';
import { PostLinks } from './post-links';
import { PROTECTED_WARNING } from './protected-posts';
import { readPost, type ReadPost } from './read-post';
import { RefIndex } from './ref-index';
import { collectRemoteImages, type Fetched } from './remote-images';
import { readSeriesPages } from './series-front';
import { createNamedSeries, settleSeriesOrder, type PlacedPost } from './series-import';
import { SERIES_INDEX } from './series-terms';
import { siteAddress } from './site-config';
import { detectLayout } from './site-layout';
import { DEFAULT_MAX_IMAGE_BYTES, summarize, type FileOutcome, type ImportOptions, type ImportReport } from './report';
import { translationSkips } from './translations';
import { listSite } from './walk';
import { writePost, type WriteContext } from './write-post';

export type { FileOutcome, ImportAction, ImportOptions, ImportReport } from './report';

interface Run extends LinkTargets {
  options: ImportOptions;
  write: WriteContext;
  downloads: Map<string, Promise<Fetched>>;
  /** Posts written into a series, placed once the run is done (series-import.ts). */
  placed: PlacedPost[];
}

/** Shortcodes and images of one read post, then written (or only compared on a dry run). */
async function importOne(run: Run, place: PostPlace, rel: string, read: ReadPost): Promise<FileOutcome> {
  const { options } = run;
  const hugo = crossLinks(run, rel, read.post.content);
  const post = { ...read.post, content: hugo.content };
  const warnings = [...read.warnings, ...hugo.warnings];
  if (hugo.encrypted && !post.access && !warnings.includes(PROTECTED_WARNING)) {
    if (post.status === STATUS.public) post.status = STATUS.private;
    warnings.push(PROTECTED_WARNING);
  }
  const images = emptyImageJob();
  const urls = [...imageLinks(post.content), ...(post.cover ? [post.cover] : [])];
  await collectLocalImages(place, urls, images, options.svgBudget);
  if (options.fetchImages && !options.dryRun)
    await collectRemoteImages(
      urls,
      images,
      options.maxImageBytes ?? DEFAULT_MAX_IMAGE_BYTES,
      run.downloads,
      options.fetchGuard,
    );
  const outcome = await writePost(run.write, rel, post, images, {
    dateFrom: read.dateFrom,
    warnings,
  });
  if (read.oldUrl) outcome.oldUrl = read.oldUrl;
  if (outcome.id !== undefined) run.ids.set(rel, outcome.id);
  if (outcome.id !== undefined && post.series) run.placed.push({ ...post.series, id: outcome.id });
  if (outcome.id !== undefined && !options.dryRun)
    for (const old of run.links.oldPaths(rel)) await recordOldPath(options.db, outcome.id, old);
  if (hugo.pending && !options.dryRun) outcome.pendingRefs = true;
  return outcome;
}

/** Refs to articles created later in the run: converted again now that every article has an id. */
async function settleRefs(run: Run, outcomes: FileOutcome[]): Promise<void> {
  for (const outcome of outcomes) {
    if (!outcome.pendingRefs) continue;
    const stored = await findImported(run.options.db, run.write.blog, outcome.file);
    if (!stored) continue;
    const { id, ...post } = stored;
    const converted = crossLinks(run, outcome.file, post.content);
    outcome.warnings = [...new Set([...outcome.warnings, ...converted.warnings])];
    if (converted.content !== post.content)
      await saveImported(
        run.options.db,
        { ...post, content: converted.content },
        { blog: run.write.blog, path: outcome.file },
        stored,
        run.write.authorId,
      );
    outcome.id = id;
    delete outcome.pendingRefs;
  }
}

/**
 * `npm run import -- <folder>`: every Markdown post of a Hexo site, a Hugo site or a plain folder
 * becomes an article (matched by the blog and the path, so a second run updates instead of
 * duplicating). Each file stands alone: one that fails is reported and the others are imported.
 */
export async function importFolder(folder: string, options: ImportOptions): Promise<ImportReport> {
  const root = await fs.realpath(path.resolve(folder)).catch(() => null);
  if (!root) throw new Error(`找不到要导入的文件夹：${folder}`);
  if (!(await fs.stat(root)).isDirectory()) throw new Error(`${folder} 不是文件夹：请给出放 Markdown 文章的文件夹`);
  const layout = await detectLayout(root);
  // A blog is known by its site's address, so two sites in folders of the same name stay apart
  // (docs/import-export.md, Matching); the folder's name is what it was known by before.
  const folderName = path.basename(root);
  const blog = options.blog ?? (siteAddress(layout.config) || folderName);
  const formerly = options.blog || blog === folderName ? undefined : folderName;
  // A dry run writes nothing, so it needs no author (and works before the first start).
  const authorId = options.dryRun ? 0 : await importAuthor(options.db);
  const { files, refused } = await listSite(layout);
  const outcomes: FileOutcome[] = refused.map((r) => ({
    file: toSourcePath(layout.contentDir, r.file),
    action: r.error ? 'error' : 'skip',
    reason: r.reason,
    warnings: [],
  }));
  const posts: { file: string; rel: string; read: ReadPost }[] = [];
  const seriesFiles: { file: string; rel: string }[] = [];
  const translations =
    layout.kind === 'hugo'
      ? translationSkips(
          files.map((f) => toSourcePath(layout.contentDir, f)),
          layout.config,
        )
      : new Map<string, string>();
  for (const file of files) {
    const rel = toSourcePath(layout.contentDir, file);
    const translated = translations.get(rel);
    if (translated) {
      outcomes.push({ file: rel, action: 'skip', reason: translated, warnings: [] });
      continue;
    }
    if (SERIES_INDEX.test(rel)) {
      seriesFiles.push({ file, rel });
      continue;
    }
    const result = await readPost(file, rel, layout, options.timeZone).catch((error: unknown) => ({
      kind: 'error' as const,
      reason: error instanceof Error ? error.message : String(error),
    }));
    if (result.kind === 'post') posts.push({ file, rel, read: result.read });
    else outcomes.push({ file: rel, action: result.kind, reason: result.reason, warnings: [] });
  }
  const ids = new Map<string, number>();
  for (const { rel } of posts) {
    const found = await findImported(options.db, blog, rel, formerly).catch(() => undefined);
    if (found) ids.set(rel, found.id);
  }
  const write: WriteContext = {
    db: options.db,
    dryRun: options.dryRun,
    storage: options.storage,
    blog,
    formerly,
    authorId,
    pendingVariants: new Set(),
  };
  // Series named by the posts exist before the posts are written (docs/import-export.md, Series).
  const seriesPages = await readSeriesPages(seriesFiles, options.timeZone);
  outcomes.push(
    ...seriesPages.errors.map(({ rel, reason }) => ({ file: rel, action: 'error' as const, reason, warnings: [] })),
  );
  const named = posts.flatMap(({ read }) => (read.post.series ? [read.post.series] : []));
  const place = { root, siteRoots: layout.siteRoots, svgBudget: options.svgBudget };
  outcomes.push(...(await createNamedSeries(write, place, named, seriesPages.pages)));
  const site = await readSiteLinks(root, layout.kind);
  const links = new PostLinks(
    posts.map(({ rel, read }) => ({
      rel,
      title: read.post.title,
      // Jekyll's permalink is worked out while reading (jekyll-permalink.ts); the rest from the site's config.
      oldPaths: [...oldPathsOf(site, rel, read.frontMatter, read.post), ...(read.oldUrl ? [read.oldUrl] : [])],
    })),
    site.hosts,
  );
  const refs = new RefIndex(posts.map((p) => p.rel));
  const run: Run = { options, write, refs, links, ids, downloads: new Map(), placed: [] };
  for (const { file, rel, read } of posts) {
    try {
      outcomes.push(await importOne(run, { root, siteRoots: layout.siteRoots, file }, rel, read));
    } catch (error) {
      outcomes.push({
        file: rel,
        action: 'error',
        reason: error instanceof Error ? error.message : String(error),
        warnings: [],
      });
    }
  }
  if (!options.dryRun) await settleRefs(run, outcomes);
  if (!options.dryRun) await settleSeriesOrder(options.db, run.placed);
  const report = summarize(outcomes, layout.kind, blog, write.pendingVariants);
  if (!options.dryRun && report.created + report.updated > 0) await bumpCacheEpoch(options.db);
  return report;
}
