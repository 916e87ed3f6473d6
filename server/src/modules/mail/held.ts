import type { AuthorNotice } from './routes';

/** Where the author decides on held items: the desk's 审核队列 (docs/behaviour.md §13.2). */
export const REVIEW_QUEUE_PATH = '/admin/review';

/**
 * The author's notice about an item held for review (docs/behaviour.md §13.2): cause 待审核, the
 * words, and a link to the review queue — the item's own page shows it to nobody but its writer.
 */
export function heldNotice(what: string, quoted: string): AuthorNotice {
  return { kind: 'held', heading: `待审核：${what}`, quoted, path: REVIEW_QUEUE_PATH };
}
