import type { DB } from '../../db/database';
import { ARTICLE_PUBLIC } from './queries';

/** How long served page views wait in memory before one write adds them up (docs/caching.md "View counts"). */
export const VIEW_FLUSH_MS = 1000;

export interface ArticleViewCounter {
  /** Counts one served view of the article; written with the others within VIEW_FLUSH_MS. */
  count(id: number): void;
  /** Writes what is counted now; resolves once written (also on close, so no view is lost). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Served /article pages count their reader's view, cached hits included. Writing each view at once
 * made every hit an UPDATE plus a drop of the article lists from the response cache; counted in
 * memory and written once a second, a busy article costs one UPDATE a second and the lists are
 * dropped at most that often.
 * Each process keeps its own counts and adds them (`view_times + n`), so many processes add up.
 */
export interface ViewCounterOptions {
  /** After a write that changed a public article's count: drop what shows the counts. */
  onWritten: () => Promise<void>;
  /** A failed write (its views wait for the next one). */
  onFailed?: (error: unknown) => void;
  flushMs?: number;
}

export function articleViewCounter(
  db: DB,
  { onWritten, onFailed, flushMs = VIEW_FLUSH_MS }: ViewCounterOptions,
): ArticleViewCounter {
  let counts = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<number, number>): Promise<void> {
    let changed = false;
    try {
      await db.transaction().execute(async (trx) => {
        for (const [id, n] of batch) {
          const updated = await trx
            .updateTable('articles')
            .set((eb) => ({ view_times: eb('view_times', '+', n) }))
            .where('id', '=', id)
            .where('status', '=', ARTICLE_PUBLIC)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) > 0) changed = true;
        }
      });
    } catch (error) {
      // Busy or closing database: the views go back into the next write instead of being lost.
      onFailed?.(error);
      for (const [id, n] of batch) counts.set(id, (counts.get(id) ?? 0) + n);
      return;
    }
    if (changed) await onWritten();
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = counts;
    counts = new Map();
    writing = writing.then(() => (batch.size > 0 ? write(batch) : undefined));
    return writing;
  }

  return {
    count(id) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    flush,
    close: flush,
  };
}
