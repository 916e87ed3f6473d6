import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articleRowsQuery } from '../../src/transfer/article-rows';
import { importFolder, type ImportReport } from '../../src/transfer/import-folder';
import { useTestApp } from '../helpers';

/** Excerpts of blogs nobody here wrote, with their licences (fixtures/real-blogs/README.md). */
export const REAL_BLOGS = path.join(__dirname, '..', 'fixtures', 'real-blogs');

/**
 * A test app plus a temp folder to copy blogs into and import from, as `npm run import` does
 * (docs/import-export.md). Registers its own hooks: call it at the top of a describe block.
 */
export function useImportSandbox(name: string) {
  const ctx = useTestApp();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `inkstone-${name}-`));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  return {
    ctx,
    tmp,
    /** Copies a blog (a folder under REAL_BLOGS, or an absolute path) once; answers where it is. */
    copy(from: string, as: string): string {
      const to = path.join(tmp, as);
      if (!fs.existsSync(to))
        fs.cpSync(path.isAbsolute(from) ? from : path.join(REAL_BLOGS, from), to, { recursive: true });
      return to;
    },
    run(folder: string, options: { blog?: string; dryRun?: boolean } = {}): Promise<ImportReport> {
      return importFolder(folder, {
        db: ctx.db,
        storage: ctx.app.storage,
        timeZone: 'Asia/Shanghai',
        dryRun: options.dryRun ?? false,
        blog: options.blog,
      });
    },
    line: (report: ImportReport, file: string) => report.outcomes.find((o) => o.file === file),
    async article(blog: string, sourcePath: string) {
      const row = await articleRowsQuery(ctx.db)
        .select('a.source_blog')
        .where('a.source_blog', '=', blog)
        .where('a.source_path', '=', sourcePath)
        .executeTakeFirst();
      if (!row) throw new Error(`no article from ${blog}/${sourcePath}`);
      return row;
    },
  };
}
